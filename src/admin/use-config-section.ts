import { useCallback, useEffect, useState } from 'react';
import type { ConfigProblem } from '../../schemas/admin-config';
import { publishFailure } from '../api/admin-api';
import { fetchSection, saveSection, type SectionName } from '../api/admin-sections-api';
import { useLostSessionDraft } from '../session/use-lost-session-draft';

export type SectionNotice =
  | { kind: 'saved'; version: number }
  | { kind: 'conflict' }
  | { kind: 'invalid'; message: string; errors: ConfigProblem[] }
  | { kind: 'failed'; message: string | null }
  /** Opened with the draft a lost session kept (written over version `version`). */
  | { kind: 'restored'; version: number };

/** A section draft a lost session kept: its value and the version it was written over. */
type Kept = { value: unknown; version: number };
const isKept = (kept: Record<string, unknown>): kept is Kept => 'value' in kept && typeof kept.version === 'number';

/**
 * A config section (issue 10) as a draft: the published value and its version (the save's If-Match), the edited
 * value, and saving it with a comment (a new config version). A 412 or 422 keeps the draft and says why. A draft
 * not saved when the server ends the session comes back for the same person's next sign-in on this tab, over the
 * version it was written on (another save meanwhile is a conflict, as ever).
 */
export function useConfigSection<T>(companyId: string, section: SectionName) {
  const [load, setLoad] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [published, setPublished] = useState<{ version: number; value: T } | null>(null);
  const [draft, setDraft] = useState<T | null>(null);
  // The version a kept draft was written over, when older than `published`: saving names it (If-Match).
  const [base, setBase] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<SectionNotice | null>(null);
  const { take, remember } = useLostSessionDraft(companyId, `admin:${section}`, isKept);

  /** Loads the published section; `alive` false: the screen went (or React's strict mode ran the effect again). */
  const fetchPublished = useCallback(
    async (alive: () => boolean) => {
      setLoad('loading');
      try {
        const current = await fetchSection<T>(companyId, section);
        if (!alive()) return;
        setPublished(current);
        const kept = take();
        setDraft(kept ? (kept.value as T) : current.value);
        setBase(kept ? kept.version : null);
        setNotice(kept ? { kind: 'restored', version: kept.version } : null);
        setLoad('ready');
      } catch {
        if (alive()) setLoad('failed');
      }
    },
    [companyId, section, take],
  );
  const reload = useCallback(() => fetchPublished(() => true), [fetchPublished]);
  useEffect(() => {
    let alive = true;
    void fetchPublished(() => alive);
    return () => {
      alive = false;
    };
  }, [fetchPublished]);

  const changed = published !== null && JSON.stringify(published.value) !== JSON.stringify(draft);
  const version = base ?? published?.version ?? null;
  useEffect(() => remember(changed && version !== null ? { value: draft, version } : null), [remember, changed, draft, version]);

  const save = useCallback(
    async (comment: string): Promise<boolean> => {
      if (version === null || draft === null) return false;
      setSaving(true);
      try {
        const saved = await saveSection<T>(companyId, section, version, draft, comment);
        setPublished(saved);
        setDraft(saved.value);
        setBase(null);
        setNotice({ kind: 'saved', version: saved.version });
        return true;
      } catch (reason) {
        const failure = publishFailure(reason);
        if (failure.kind === 'conflict') setNotice({ kind: 'conflict' });
        else if (failure.kind === 'invalid') setNotice({ kind: 'invalid', message: failure.message, errors: failure.errors });
        else setNotice({ kind: 'failed', message: failure.message });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [companyId, section, version, draft],
  );

  const edit = useCallback((next: T | ((value: T) => T)) => {
    setDraft((value) => (value === null ? value : typeof next === 'function' ? (next as (value: T) => T)(value) : next));
    setNotice((notice) => (notice?.kind === 'saved' ? null : notice));
  }, []);

  return {
    load,
    reload,
    version: published?.version ?? null,
    value: draft,
    edit,
    changed,
    /** Back to the published value: the last save's notice goes too (a conflict stays: the draft is still behind). */
    discard: useCallback(() => {
      if (!published) return;
      setDraft(published.value);
      setBase(null);
      setNotice((notice) => (notice?.kind === 'conflict' ? notice : null));
    }, [published]),
    save,
    saving,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
  };
}

export type ConfigSectionDraft<T> = ReturnType<typeof useConfigSection<T>>;
