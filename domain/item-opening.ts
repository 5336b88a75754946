// SPEC §4 "Portal and items": summary status per item and whether an item may open now.
import type { ModuleItem } from '../schemas/company';

/** SPEC §4 summary states, plus 'loading' while a load is in flight and 'none' for an item without sumSql. */
export type SummaryStatus = 'none' | 'empty' | 'loading' | 'loaded' | 'error';

/** What the portal knows of one item's summary (absent until it starts loading). */
export type SummaryState = { status: 'loading' | 'loaded' | 'error'; value?: number | null };

type SummaryItem = Pick<ModuleItem, 'sumSql' | 'connector' | 'sumError'>;

/** An item with sumSql but no connector can never load: it is in error from the start (SPEC §8). */
export const lacksConnector = (item: SummaryItem) => Boolean(item.sumSql) && !item.connector;

/** The summary status of an item given its loaded state (if any). */
export function summaryStatus(item: SummaryItem, state?: SummaryState | null): SummaryStatus {
  if (!item.sumSql) return 'none';
  if (lacksConnector(item) || item.sumError) return 'error';
  return state?.status ?? 'empty';
}

export type OpeningState = {
  /** True while any item script is being loaded. */
  scriptLoading: boolean;
  /** The summary state of the item being opened. */
  summary?: SummaryState | null;
};

/** SPEC §4: opening is blocked while an item script loads, and while an item with sumSql has a summary error. */
export function canOpenItem(item: SummaryItem, state: OpeningState): boolean {
  if (state.scriptLoading) return false;
  return summaryStatus(item, state.summary) !== 'error';
}

/** Items whose script ends in .js are legacy scripts: they open in place, with no route change (SPEC §2). */
export const isLegacyScript = (item: ModuleItem) => item.kind === 'script' && item.script.endsWith('.js');

/**
 * The figure in a summary query's rows: the first column of the first row, as a number; null when there is
 * no row or the value is not numeric.
 */
export function summaryValue(rows: readonly Record<string, unknown>[]): number | null {
  const first = rows[0];
  if (!first) return null;
  const value = Object.values(first)[0];
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}
