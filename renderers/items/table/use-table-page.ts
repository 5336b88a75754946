import { useCallback, useEffect, useRef, useState } from 'react';
import { pageWindow, totalOf, type PageSize, type TableState } from '../../../domain/table';
import type { ApiFailure } from '../../../domain/api-failure';
import type { Row } from '../item-services';

export type PageQuery = (replace: Record<string, unknown>) => Promise<Row[]>;
/** `shown`: the page and page size of the rows at hand (the status line counts those, not the page asked for). */
export type TablePage = {
  rows: Row[];
  total: number;
  shown: { page: number; pageSize: PageSize };
  loading: boolean;
  failure: ApiFailure | null;
  retry(): void;
};

/**
 * One server-side page of a table query: binds :search:, :limit: and :offset: (All = limit null) and reads
 * the `total` column. A reply to an older request than the latest is dropped.
 */
export function useTablePage(state: TableState, query: PageQuery): TablePage {
  const [result, setResult] = useState<Omit<TablePage, 'loading' | 'failure' | 'retry'>>({
    rows: [],
    total: 0,
    shown: { page: state.page, pageSize: state.pageSize },
  });
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const queryRef = useRef(query);
  queryRef.current = query;

  useEffect(() => {
    const request = ++latest.current;
    const bounds = pageWindow(state.page, state.pageSize);
    setLoading(true);
    setFailure(null);
    queryRef.current({ search: state.search, ...bounds }).then(
      (rows) => {
        if (request !== latest.current) return;
        setResult({ rows, total: totalOf(rows, bounds.offset), shown: { page: state.page, pageSize: state.pageSize } });
        setLoading(false);
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        setFailure((error ?? { status: 0 }) as ApiFailure);
        setLoading(false);
      },
    );
  }, [state.page, state.pageSize, state.search, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, loading, failure, retry };
}
