import { useCallback, useEffect, useMemo, useState } from 'react';
import { draftText, parseDraft } from '../../domain/config-draft';
import type { ConfigValidation, ConfigVersion, ConfigVersionInfo, TenantConfig } from '../../schemas/admin-config';
import { fetchConfig, publishConfig, publishFailure, validateConfig } from '../api/admin-api';

/** What the page says after an action (a publish, a conflict, a refused document, a failure). */
export type DraftNotice =
  | { kind: 'published'; version: number }
  | { kind: 'conflict'; message: string; current: ConfigVersionInfo | null }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string | null };

type Load = 'loading' | 'failed' | 'ready';

/**
 * The config editor's one draft (issue 9): the text both views edit, parsed once per change; the published
 * version it was opened from (its If-Match); the server's validation of exactly this text; and publishing.
 */
export function useConfigDraft(companyId: string) {
  const [load, setLoad] = useState<Load>('loading');
  const [published, setPublished] = useState<ConfigVersion | null>(null);
  const [text, setText] = useState('');
  const [validation, setValidation] = useState<{ text: string; result: ConfigValidation } | null>(null);
  const [validating, setValidating] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [notice, setNotice] = useState<DraftNotice | null>(null);

  const open = useCallback((version: ConfigVersion) => {
    setPublished(version);
    setText(draftText(version.document));
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

  const parsed = useMemo(() => parseDraft(text), [text]);
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

  const edit = useCallback((next: string) => {
    setText(next);
    setNotice((notice) => (notice?.kind === 'published' ? null : notice));
  }, []);

  return {
    load,
    reload,
    published,
    text,
    edit,
    setDocument: useCallback((document: unknown) => edit(draftText(document)), [edit]),
    /** Back to the published text: its validation and the last action's notice go too (a conflict stays: the draft is still behind). */
    discard: useCallback(() => {
      setText(publishedText);
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
