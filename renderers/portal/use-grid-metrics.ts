import { useLayoutEffect, useState, type RefObject } from 'react';
import { gridColumns } from './module-grid-layout';

export type GridMetrics = { columns: number; gap: number; top: number };

const px = (value: string, fallback: number) => {
  const n = parseFloat(value);
  return Number.isFinite(n) ? n : fallback;
};

function readMetrics(list: HTMLElement): GridMetrics {
  const style = getComputedStyle(list);
  const gap = px(style.columnGap, 18);
  const min = px(style.getPropertyValue('--module-card-min'), 260);
  const max = px(style.getPropertyValue('--module-grid-max-columns'), Infinity);
  const top = list.getBoundingClientRect().top + window.scrollY;
  return { columns: gridColumns(list.clientWidth, min, gap, max), gap, top: Math.round(top) };
}

const same = (a: GridMetrics, b: GridMetrics) => a.columns === b.columns && a.gap === b.gap && a.top === b.top;

/**
 * The virtualised grid's columns (as CSS auto-fill would lay them out), its gap and its distance from the top
 * of the document (the virtualizer's scroll margin), kept current as the list or the page above it resizes.
 */
export function useGridMetrics(listRef: RefObject<HTMLElement | null>): GridMetrics {
  const [metrics, setMetrics] = useState<GridMetrics>({ columns: 1, gap: 18, top: 0 });
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const next = readMetrics(list);
      setMetrics((current) => (same(current, next) ? current : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    // The list's width sets the columns; anything above it growing or shrinking (the body) moves its top.
    const observer = new ResizeObserver(update);
    observer.observe(list);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [listRef]);
  return metrics;
}
