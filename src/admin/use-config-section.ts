import { useCallback, useEffect, useState } from 'react';
import type { ConfigProblem } from '../../schemas/admin-config';
import { publishFailure } from '../api/admin-api';
import { fetchSection, saveSection, type SectionName } from '../api/admin-sections-api';

export type SectionNotice =
  | { kind: 'saved'; version: number }
  | { kind: 'conflict' }
  | { kind: 'invalid'; message: string; errors: ConfigProblem[] }
  | { kind: 'failed'; message: string | null };

/**
 * A config section (issue 10) as a draft: the published value and its version (the save's If-Match), the edited
 * value, and saving it with a comment (a new config version). A 412 or 422 keeps the draft and says why.
 */
export function useConfigSection<T>(companyId: string, section: SectionName) {
  const [load, setLoad] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [published, setPublished] = useState<{ version: number; value: T } | null>(null);
  const [draft, setDraft] = useState<T | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<SectionNotice | null>(null);

  const reload = useCallback(async () => {
    setLoad('loading');
    try {
      const current = await fetchSection<T>(companyId, section);
      setPublished(current);
      setDraft(current.value);
      setNotice(null);
      setLoad('ready');
    } catch {
      setLoad('failed');
    }
  }, [companyId, section]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const save = useCallback(
    async (comment: string): Promise<boolean> => {
      if (!published || draft === null) return false;
      setSaving(true);
      try {
        const saved = await saveSection<T>(companyId, section, published.version, draft, comment);
        setPublished(saved);
        setDraft(saved.value);
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
    [companyId, section, published, draft],
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
    changed: published !== null && JSON.stringify(published.value) !== JSON.stringify(draft),
    /** Back to the published value: the last save's notice goes too (a conflict stays: the draft is still behind). */
    discard: useCallback(() => {
      if (!published) return;
      setDraft(published.value);
      setNotice((notice) => (notice?.kind === 'conflict' ? notice : null));
    }, [published]),
    save,
    saving,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
  };
}

export type ConfigSectionDraft<T> = ReturnType<typeof useConfigSection<T>>;
