// SPEC §7 remote SQL paging and §9 limits. The server binds the same tokens (server/sql/query-values.ts).

/** SPEC §9: remote SQL page size. */
export const REMOTE_SQL_PAGE_SIZE = 100;
/** SPEC §9: summary SQL timeout, batch poll interval and batch max-wait (also the max-wait-time header). */
export const SUMMARY_TIMEOUT_MS = 30_000;
export const BATCH_POLL_MS = 1_000;
export const BATCH_MAX_WAIT_MS = 300_000;
/** SPEC §4 login connection check timeout. */
export const CONNECTION_CHECK_TIMEOUT_MS = 7_000;

export type PagingTokens = { page: number; pageLimit: number; indexInit: number; indexEnd: number };

/**
 * The paging tokens for a 0-based page: :page:, :pageLimit: (100), :indexInit: (first row offset) and
 * :indexEnd: (one past the last row), e.g. page 2 -> { indexInit: 200, indexEnd: 300 }.
 */
export function pagingTokens(page: number, pageSize = REMOTE_SQL_PAGE_SIZE): PagingTokens {
  if (!Number.isInteger(page) || page < 0)
    throw new RangeError(`page must be a whole number >= 0, got ${page}`);
  return { page, pageLimit: pageSize, indexInit: page * pageSize, indexEnd: (page + 1) * pageSize };
}

/** SPEC §7: a paginated fetch asks for the next page until a page comes back empty; null means stop. */
export function nextPage(page: number, rows: readonly unknown[]): number | null {
  return rows.length === 0 ? null : page + 1;
}

/** All rows of a paginated fetch, given the pages fetched so far in order (the empty last page included). */
export function collectPages<Row>(pages: readonly (readonly Row[])[]): { rows: Row[]; done: boolean } {
  const rows: Row[] = [];
  for (const page of pages) {
    if (page.length === 0) return { rows, done: true };
    rows.push(...page);
  }
  return { rows, done: false };
}
