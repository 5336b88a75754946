// SPEC §9 table rules: page sizes 10, 25, 50 and All (default 10), the 400 ms server-side search delay and
// the saved table state (7200 s), plus the page math of a table item's pager and its column formats.
import { formatDate, formatDateTime } from './dates';
import { applyMask } from './masks';
import { formatCurrency, formatNumber } from './money';

export type PageSize = 10 | 25 | 50 | 'all';
export const PAGE_SIZES: readonly PageSize[] = [10, 25, 50, 'all'];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** SPEC §9: a typed search goes to the server this long after the last keystroke. */
export const SEARCH_DELAY_MS = 400;
/** SPEC §9: a saved table state (page size, page, search) is kept this long. */
export const TABLE_STATE_TTL_S = 7200;

export const isPageSize = (value: unknown): value is PageSize => PAGE_SIZES.includes(value as PageSize);

/** A select's value ('10', 'all') as a page size; anything else is the default. */
export const pageSizeOf = (text: string): PageSize => {
  const value = text === 'all' ? 'all' : Number(text);
  return isPageSize(value) ? value : DEFAULT_PAGE_SIZE;
};

/** Pages for `total` rows (at least 1, so an empty table still shows "page 1 of 1"). */
export function pageCount(total: number, size: PageSize): number {
  if (size === 'all' || total <= 0) return 1;
  return Math.ceil(total / size);
}

/** A 0-based page kept within the pages there are. */
export function clampPage(page: number, total: number, size: PageSize): number {
  const last = pageCount(total, size) - 1;
  return Math.min(Math.max(0, Math.floor(page)), last);
}

/** The :limit: and :offset: a server-side page binds; All is limit null (SQL `LIMIT NULL` = no limit). */
export function pageWindow(page: number, size: PageSize): { limit: number | null; offset: number } {
  return size === 'all' ? { limit: null, offset: 0 } : { limit: size, offset: page * size };
}

/** 'Mostrando x a y de z': 1-based first and last row shown of `total` (0 a 0 de 0 when empty). */
export function shownRange(page: number, size: PageSize, total: number): { from: number; to: number; total: number } {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  if (size === 'all') return { from: 1, to: total, total };
  const from = Math.min(page * size + 1, total);
  return { from, to: Math.min((page + 1) * size, total), total };
}

/** Client-side paging: the rows of a 0-based page. */
export function pageRows<Row>(rows: readonly Row[], page: number, size: PageSize): Row[] {
  if (size === 'all') return [...rows];
  return rows.slice(page * size, (page + 1) * size);
}

/** The total a server page reports in its `total` column (count(*) over ()); 0 for no rows. */
export function totalOf(rows: readonly Record<string, unknown>[], offset = 0): number {
  const first = rows[0];
  if (!first) return 0;
  const total = Number(first.total);
  return Number.isFinite(total) && total >= 0 ? total : offset + rows.length;
}

export type TableState = { pageSize: PageSize; page: number; search: string };
export const initialTableState: TableState = { pageSize: DEFAULT_PAGE_SIZE, page: 0, search: '' };

/** The storage key of a table's saved state: per tenant, module and item. */
export const tableStateKey = (tenantId: string, moduleId: string, itemId: string) =>
  `table-state:${tenantId}/${moduleId}/${itemId}`;

/** The text to store for a table's state, stamped with when it was saved (ms since epoch). */
export const savedTableState = (state: TableState, nowMs: number) => JSON.stringify({ ...state, savedAt: nowMs });

/** A stored table state, or null when absent, malformed or older than TABLE_STATE_TTL_S. */
export function restoreTableState(text: string | null, nowMs: number): TableState | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { pageSize, page, search, savedAt } = value as Record<string, unknown>;
  if (typeof savedAt !== 'number' || nowMs - savedAt > TABLE_STATE_TTL_S * 1000 || nowMs < savedAt) return null;
  if (!isPageSize(pageSize) || !Number.isInteger(page) || (page as number) < 0 || typeof search !== 'string') return null;
  return { pageSize, page: page as number, search };
}

export type ColumnFormat = 'text' | 'number' | 'currency' | 'date' | 'datetime' | 'cpfCnpj';
/** A column as a table shows it: the row field, its header and its format (schemas/items TableColumn). */
export type DisplayColumn = { field: string; label: string; format?: ColumnFormat };

const asNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** A whole CPF (11 digits) or CNPJ (14 characters, alphanumeric too), masked or not. */
const DOCUMENT = /^(\d{11}|[0-9A-Z]{12}\d{2})$/;

/**
 * A cell's text: money in BRL, pt-BR numbers, 'DD/MM/YYYY' and 'DD/MM/YYYY HH:mm' (SPEC §9), a CPF or CNPJ with its
 * mask (a value that is neither is shown as it is).
 */
export function formatCell(value: unknown, format: ColumnFormat = 'text', timeZone?: string): string {
  if (value === null || value === undefined) return '';
  if (format === 'number' || format === 'currency') {
    const n = asNumber(value);
    if (n === null) return String(value);
    return format === 'currency' ? formatCurrency(n) : formatNumber(n);
  }
  if (format === 'date' || format === 'datetime') {
    const text = value instanceof Date ? value.toISOString() : String(value);
    return (format === 'date' ? formatDate(text, timeZone) : formatDateTime(text, timeZone)) || text;
  }
  if (format === 'cpfCnpj') {
    const text = String(value);
    const bare = text.toUpperCase().replace(/[^0-9A-Z]/g, '');
    return DOCUMENT.test(bare) ? applyMask('cpfCnpj', bare) : text;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The columns of a detail table (detailSql has no column list): the item's own table columns for the fields
 * the rows carry, then every other field (but `total`) under its own name, dates told by their ISO shape.
 */
export function detailColumns(
  rows: readonly Record<string, unknown>[],
  known: readonly DisplayColumn[] = [],
): DisplayColumn[] {
  const first = rows[0];
  if (!first) return known.length > 0 ? [...known] : [];
  const fields = Object.keys(first).filter((field) => field !== 'total');
  const guess = (value: unknown): ColumnFormat =>
    typeof value === 'string' && ISO_DATE.test(value) ? 'date' : typeof value === 'string' && ISO_DATE_TIME.test(value) ? 'datetime' : 'text';
  return fields.map((field) => known.find((c) => c.field === field) ?? { field, label: field, format: guess(first[field]) });
}
