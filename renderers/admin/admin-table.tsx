import type { ReactNode, Ref } from 'react';
import { ScrollRegion } from '../ui/scroll-region';

type Props = {
  /** The region's name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  className?: string;
  /** On a phone, each row as a card: each cell needs `data-label` (its column's name); a cell without one (actions) stands alone. */
  stacked?: boolean;
  tableRef?: Ref<HTMLTableElement>;
  children: ReactNode;
};

/**
 * An admin table in its own scrolling region (renderers/ui/scroll-region.tsx). The card's shadow sits on an outer
 * box, so the region's fade does not cut it.
 */
export function AdminTable({ label, labelledBy, className, stacked, tableRef, children }: Props) {
  const classes = ['admin-table', stacked ? 'admin-table--stacked' : null, className].filter(Boolean).join(' ');
  return (
    <div className="admin-table-card">
      <ScrollRegion className="admin-table-wrap" label={label} labelledBy={labelledBy}>
        <table ref={tableRef} className={classes}>
          {children}
        </table>
      </ScrollRegion>
    </div>
  );
}
