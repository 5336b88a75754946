// The dashboard grid's geometry in numbers, for the virtualised grid (module-grid.css is the source of the
// sizes: --module-card-min, the column gap, --module-grid-max-columns at phone width).
import type { Module } from '../../schemas/company';

/** Rows rendered beyond the viewport on each side: the next card exists for Tab, and a fast scroll shows no gap. */
export const GRID_OVERSCAN = 2;

/** The column count of `repeat(auto-fill, minmax(min, 1fr))` at `width` px with `gap` px gaps (at least 1). */
export function gridColumns(width: number, min: number, gap: number, max = Infinity): number {
  if (!(width > 0) || !(min > 0)) return 1;
  return Math.max(1, Math.min(max, Math.floor((width + gap) / (min + gap))));
}

/** Modules in rows of `columns`, in order (the last row may be short). */
export function gridRows(modules: readonly Module[], columns: number): Module[][] {
  const rows: Module[][] = [];
  for (let i = 0; i < modules.length; i += columns) rows.push(modules.slice(i, i + columns));
  return rows;
}

/** A card's height before it is measured: its title and padding, then one line (or two, with a description) per item. */
export function estimateCardHeight(module: Module): number {
  return module.items.reduce((height, item) => height + (item.description ? 66 : 48), 84);
}

/** A row is as tall as its tallest card. */
export const estimateRowHeight = (row: readonly Module[]) => Math.max(0, ...row.map(estimateCardHeight));
