import { useEffect, useRef, type RefObject } from 'react';
import './scroll-row.css';

/** Scrolls the row sideways (never the page) so that `element` shows whole between the fades (the CSS sets their width). */
function reveal(row: HTMLElement, element: HTMLElement): void {
  const fade = parseFloat(getComputedStyle(row).getPropertyValue('--scroll-row-fade')) || 0;
  const left = element.getBoundingClientRect().left - row.getBoundingClientRect().left;
  if (left < fade || left + element.offsetWidth > row.clientWidth - fade) row.scrollLeft += left - fade;
}

/**
 * A row that scrolls sideways on a phone (the admin's sections, a module's item tabs, a data table), with the class
 * `scroll-row`:
 * - the element `current` selects, if given (the open section, the selected tab) is brought into view when it changes and
 *   when the row is resized (a window narrowed, a phone turned), not while the person scrolls;
 * - `data-more-before` and `data-more-after` say that content lies beyond an edge, and the CSS fades that edge, so
 *   a cut name reads as 'there is more this way'. Kept up to date on scroll and on resize.
 */
export function useScrollRow(ref: RefObject<HTMLElement | null>, current?: string): void {
  const shown = useRef<Element | null>(null);
  useEffect(() => {
    const row = ref.current;
    const element = current ? row?.querySelector<HTMLElement>(current) : null;
    if (!row || !element || element === shown.current) return;
    shown.current = element;
    reveal(row, element);
  });
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const mark = () => {
      const overflowing = row.scrollWidth > row.clientWidth + 1;
      row.toggleAttribute('data-more-before', overflowing && row.scrollLeft > 1);
      row.toggleAttribute(
        'data-more-after',
        overflowing && row.scrollLeft + row.clientWidth < row.scrollWidth - 1,
      );
    };
    const resized = () => {
      const element = current ? row.querySelector<HTMLElement>(current) : null;
      if (element) reveal(row, element);
      mark();
    };
    mark();
    row.addEventListener('scroll', mark, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resized);
    // The row's own width, and its children's (a web font arriving widens them without resizing the row).
    for (const element of [row, ...row.children]) observer?.observe(element);
    return () => {
      row.removeEventListener('scroll', mark);
      observer?.disconnect();
    };
  }, [ref, current]);
}
