import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { draftText, parseDraft, type ParsedDraft } from '../../domain/config-draft';
import type { ConfigValidation, ConfigVersion, ConfigVersionInfo, TenantConfig } from '../../schemas/admin-config';
import { fetchConfig, publishConfig, publishFailure, validateConfig } from '../api/admin-api';

/** What the page says after an action (a publish, a conflict, a refused document, a failure). */
export type DraftNotice =
  | { kind: 'published'; version: number }
  | { kind: 'conflict'; message: string; current: ConfigVersionInfo | null }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string | null };

type Load = 'loading' | 'failed' | 'ready';

/** The draft as last edited: the JSON view's text, or the document the form view made (its text is written when read). */
type Source = { text: string } | { document: unknown };

/**
 * The config editor's one draft (issue 9): the text both views edit, parsed once per change; the published
 * version it was opened from (its If-Match); the server's validation of exactly this text; and publishing.
 */
export function useConfigDraft(companyId: string) {
  const [load, setLoad] = useState<Load>('loading');
  const [published, setPublished] = useState<ConfigVersion | null>(null);
  const [source, setSource] = useState<Source>({ text: '' });
  const [validation, setValidation] = useState<{ text: string; result: ConfigValidation } | null>(null);
  const [validating, setValidating] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [notice, setNotice] = useState<DraftNotice | null>(null);

  const open = useCallback((version: ConfigVersion) => {
    setPublished(version);
    setSource({ text: draftText(version.document) });
    setValidation(null);
  }, []);

  const reload = useCallback(async () => {
    setLoad('loading');
    try {
      open(await fetchConfig(companyId));
      setNotice(null);
      setLoad('ready');
    } catch {
      setLoad('failed');
    }
  }, [companyId, open]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const text = useMemo(() => ('text' in source ? source.text : draftText(source.document)), [source]);
  const parsed = useMemo((): ParsedDraft => ('text' in source ? parseDraft(source.text) : { ok: true, document: source.document }), [source]);
  const publishedText = useMemo(() => (published ? draftText(published.document) : ''), [published]);
  const current = validation?.text === text ? validation.result : null;
  const changed = text !== publishedText;

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
      if (!parsed.ok || !published) return false;
      setPublishing(true);
      try {
        const version = await publishConfig(companyId, published.version, parsed.document as TenantConfig, comment);
        open(version);
        setNotice({ kind: 'published', version: version.version });
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
    [companyId, open, parsed, published, text],
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
