import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Module } from '../../schemas/company';
import type { ItemLinks } from '../layout/item-links';
import { useFocusedRow } from '../layout/use-focused-row';
import { ModuleCardItems } from './module-card-items';
import { estimateRowHeight, GRID_OVERSCAN, gridRows } from './module-grid-layout';
import { useGridMetrics } from './use-grid-metrics';

/**
 * The big tenant's dashboard (issue 14): the module cards in rows of as many columns as the CSS grid would
 * have, and only the rows near the viewport in the DOM (window scrolling, measured heights, GRID_OVERSCAN rows
 * either side). A list (role list/listitem with aria-setsize/posinset, since most cards are not in the DOM);
 * the row holding focus stays rendered, so Tab goes on from it even after a scroll away. Find-in-page only
 * finds the drawn cards.
 */
export function VirtualModuleGrid({ modules, links, onDrawn }: { modules: Module[]; links: ItemLinks; onDrawn?: () => void }) {
  const listRef = useRef<HTMLDivElement>(null);
  const { columns, gap, top } = useGridMetrics(listRef);
  const rows = useMemo(() => gridRows(modules, columns), [modules, columns]);
  const { rangeExtractor, onFocus, onBlur } = useFocusedRow(listRef);
  const estimateSize = useCallback((index: number) => estimateRowHeight(rows[index] ?? []), [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    getItemKey: (index) => rows[index]?.[0]?.id ?? index,
    overscan: GRID_OVERSCAN,
    gap,
    scrollMargin: top,
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    rangeExtractor,
    // A row not laid out (0 px: hidden, or no layout at all) keeps its estimate rather than collapsing.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimateSize(instance.indexFromElement(element)),
  });
  useEffect(() => onDrawn?.(), [onDrawn]);
  return (
    <div
      ref={listRef}
      role="list"
      className="module-grid module-grid--virtual"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className="module-grid__row"
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {rows[row.index]?.map((module, column) => (
            <div
              key={module.id}
              role="listitem"
              className="module-card"
              aria-setsize={modules.length}
              aria-posinset={row.index * columns + column + 1}
            >
              <ModuleCardItems module={module} links={links} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
