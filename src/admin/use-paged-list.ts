import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { Paged } from '../api/admin-operations-api';

/** What the list asks the server for: it always sends its search, empty when nothing is typed. */
export type PagedListQuery = { search: string; page: number; limit: number };

/**
 * A server-side searched and paged list: the search is sent once typing pauses and goes back to page 1; `reload`
 * asks again for the same page (after a write).
 */
export function usePagedList<T>(load: (query: PagedListQuery) => Promise<Paged<T>>, limit: number) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<Paged<T> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const settled = useDebouncedValue(search);

  useEffect(() => {
    let current = true;
    load({ search: settled, page, limit }).then(
      (next) => {
        if (!current) return;
        setList(next);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [load, settled, page, limit, attempt]);

  const changeSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { search, setSearch: changeSearch, page, setPage, list, failed, reload, limit };
}
