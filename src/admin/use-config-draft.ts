import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { draftText, parseDraft, type ParsedDraft } from '../../domain/config-draft';
import type { ConfigValidation, ConfigVersion, ConfigVersionInfo, TenantConfig } from '../../schemas/admin-config';
import { fetchConfig, publishConfig, publishFailure, validateConfig } from '../api/admin-api';
import { useLostSessionDraft } from '../session/use-lost-session-draft';

/** What the page says after an action (a publish, a conflict, a refused document, a failure). */
export type DraftNotice =
  | { kind: 'published'; version: number }
  | { kind: 'conflict'; message: string; current: ConfigVersionInfo | null }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string | null }
  /** Opened with the draft a lost session kept (written over published version `version`). */
  | { kind: 'restored'; version: number };

type Load = 'loading' | 'failed' | 'ready';

/** The draft as last edited: the JSON view's text, or the document the form view made (its text is written when read). */
type Source = { text: string } | { document: unknown };

/** The config draft's place among the drafts a lost session kept (session/form-drafts.ts). */
const DRAFT_PLACE = 'admin:config';
type Kept = { text: string; version: number };
const isKept = (value: Record<string, unknown>): value is Kept => typeof value.text === 'string' && typeof value.version === 'number';

/**
 * The config editor's one draft (issue 9): the text both views edit, parsed once per change; the published
 * version it was opened from (its If-Match); the server's validation of exactly this text; and publishing. A draft
 * not published when the server ends the session is kept for the same person's next sign-in on this tab, and the
 * editor opens with it, still over the version it was written on (another publish meanwhile is a conflict, as ever).
 */
export function useConfigDraft(companyId: string) {
  const [load, setLoad] = useState<Load>('loading');
  const [published, setPublished] = useState<ConfigVersion | null>(null);
  const [source, setSource] = useState<Source>({ text: '' });
  // The version a kept draft was written over, when older than `published`: publishing names it (If-Match).
  const [base, setBase] = useState<number | null>(null);
  const [validation, setValidation] = useState<{ text: string; result: ConfigValidation } | null>(null);
  const [validating, setValidating] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [notice, setNotice] = useState<DraftNotice | null>(null);
  const { take, remember } = useLostSessionDraft(companyId, DRAFT_PLACE, isKept);

  const open = useCallback((version: ConfigVersion) => {
    setPublished(version);
    setSource({ text: draftText(version.document) });
    setBase(null);
    setValidation(null);
  }, []);

  /** Loads the published version; `alive` false: the editor went (or React's strict mode ran the effect again). */
  const fetchPublished = useCallback(
    async (alive: () => boolean) => {
      setLoad('loading');
      try {
        const version = await fetchConfig(companyId);
        if (!alive()) return;
        open(version);
        const draft = take();
        if (draft) {
          setSource({ text: draft.text });
          setBase(draft.version);
          setNotice({ kind: 'restored', version: draft.version });
        } else setNotice(null);
        setLoad('ready');
      } catch {
        if (alive()) setLoad('failed');
      }
    },
    [companyId, open, take],
  );
  const reload = useCallback(() => fetchPublished(() => true), [fetchPublished]);

  useEffect(() => {
    let alive = true;
    void fetchPublished(() => alive);
    return () => {
      alive = false;
    };
  }, [fetchPublished]);

  const text = useMemo(() => ('text' in source ? source.text : draftText(source.document)), [source]);
  const parsed = useMemo((): ParsedDraft => ('text' in source ? parseDraft(source.text) : { ok: true, document: source.document }), [source]);
  const publishedText = useMemo(() => (published ? draftText(published.document) : ''), [published]);
  const current = validation?.text === text ? validation.result : null;
  const changed = text !== publishedText;
  const version = base ?? published?.version ?? null;

  useEffect(() => remember(changed && version !== null ? { text, version } : null), [remember, changed, text, version]);

  const validate = useCallback(async (): Promise<ConfigValidation | null> => {
    if (!parsed.ok) return null;
    setValidating(true);
    try {
      const result = await validateConfig(companyId, parsed.document);
      setValidation({ text, result });
      return result;
    } catch (reason) {
      setNotice({ kind: 'failed', message: publishFailure(reason).message });
      return null;
    } finally {
      setValidating(false);
    }
  }, [companyId, parsed, text]);

  const publish = useCallback(
    async (comment: string): Promise<boolean> => {
      if (!parsed.ok || version === null) return false;
      setPublishing(true);
      try {
        const next = await publishConfig(companyId, version, parsed.document as TenantConfig, comment);
        open(next);
        setNotice({ kind: 'published', version: next.version });
        return true;
      } catch (reason) {
        const failure = publishFailure(reason);
        if (failure.kind === 'conflict') setNotice(failure);
        else if (failure.kind === 'invalid') {
          setValidation({ text, result: { valid: false, errors: failure.errors } });
          setNotice({ kind: 'invalid', message: failure.message });
        } else setNotice({ kind: 'failed', message: failure.message });
        return false;
      } finally {
        setPublishing(false);
      }
    },
    [companyId, open, parsed, version, text],
  );

  const edited = useCallback((next: Source) => {
    setSource(next);
    setNotice((notice) => (notice?.kind === 'published' ? null : notice));
  }, []);

  return {
    load,
    reload,
    published,
    text,
    edit: useCallback((next: string) => edited({ text: next }), [edited]),
    /**
     * The form view's edit. A transition: the key the admin typed is drawn first, and the draft's text, its
     * preview and the rest of the page follow in the next task (writing a large tenant's text took longer than the key).
     */
    setDocument: useCallback((document: unknown) => startTransition(() => edited({ document })), [edited]),
    /** Back to the published text: its validation and the last action's notice go too (a conflict stays: the draft is still behind). */
    discard: useCallback(() => {
      setSource({ text: publishedText });
      setBase(null);
      setValidation(null);
      setNotice((notice) => (notice?.kind === 'conflict' ? notice : null));
    }, [publishedText]),
    parsed,
    changed,
    /** The server's validation of the current text (null when not validated since the last edit). */
    validation: current,
    /** The last validation, even of an older text (its list stays on screen, marked stale). */
    lastValidation: validation?.result ?? null,
    validating,
    validate,
    publishing,
    publish,
    canPublish: parsed.ok && changed && !publishing && !(current && !current.valid),
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
  };
}

export type ConfigDraft = ReturnType<typeof useConfigDraft>;
