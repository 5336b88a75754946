import { useRef, type ReactNode } from 'react';
import { useScrollRow } from './scroll-row';

type Props = {
  className: string;
  /** The region's name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  children: ReactNode;
};

/**
 * A table's scrolling region: named for screen readers, reachable by keyboard to scroll (axe
 * scrollable-region-focusable) and, wider than the screen, fading the edge with more columns (scroll-row.ts).
 */
export function ScrollRegion({ className, label, labelledBy, children }: Props) {
  const region = useRef<HTMLDivElement>(null);
  useScrollRow(region);
  return (
    <div ref={region} className={`${className} scroll-row`} tabIndex={0} role="region" aria-label={label} aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}
