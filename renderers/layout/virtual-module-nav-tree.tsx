import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import type { Module } from '../../schemas/company';
import { useGridMetrics } from '../portal/use-grid-metrics';
import type { ItemLinks } from './item-links';
import { ModuleBranch } from './module-nav-tree';
import { useFocusedRow } from './use-focused-row';

/** A branch before it is measured: its title, then one link row per item. */
const estimateBranch = (module: Module | undefined) => 30 + (module?.items.length ?? 0) * 41;

/**
 * The menu layout's sidebar for a big tenant (issue 14): the same nav tree, with only the module branches near
 * the viewport in the DOM (window scrolling, measured heights, 3 branches overscan); the focused branch stays.
 */
export function VirtualModuleNavTree({ modules, links }: { modules: Module[]; links: ItemLinks }) {
  const listRef = useRef<HTMLUListElement>(null);
  const { gap, top } = useGridMetrics(listRef);
  const { rangeExtractor, onFocus, onBlur } = useFocusedRow(listRef);
  const estimateSize = useCallback((index: number) => estimateBranch(modules[index]), [modules]);
  const virtualizer = useWindowVirtualizer({
    count: modules.length,
    estimateSize,
    getItemKey: (index) => modules[index]?.id ?? index,
    overscan: 3,
    gap,
    scrollMargin: top,
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    rangeExtractor,
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimateSize(instance.indexFromElement(element)),
  });
  return (
    <ul
      ref={listRef}
      className="module-nav-tree module-nav-tree--virtual"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const module = modules[row.index]!;
        return (
          <ModuleBranch
            key={row.key}
            module={module}
            links={links}
            position={{
              index: row.index,
              setsize: modules.length,
              offset: row.start - virtualizer.options.scrollMargin,
              measure: virtualizer.measureElement,
            }}
          />
        );
      })}
    </ul>
  );
}
