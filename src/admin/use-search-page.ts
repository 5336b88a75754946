import { useCallback, useEffect, useState } from 'react';
import type { Page, PageQuery } from '../api/admin-people-api';

/**
 * A list searched and paged by the server: the search is sent once typing pauses (and goes back to page 1);
 * `reload` asks for the same page again after a write.
 */
export function useSearchPage<T>(load: (query: PageQuery) => Promise<Page<T>>, limit = 20) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Page<T> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(search), 300);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => {
    let current = true;
    load({ search: settled, page, limit }).then(
      (next) => {
        if (!current) return;
        setResult(next);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [load, settled, page, limit, attempt]);
  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    setPage(1);
  }, []);
  return { search, setSearch, page, setPage, result, failed, limit, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
