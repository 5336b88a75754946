import type { ReactNode, Ref } from 'react';
import { ScrollRegion } from '../ui/scroll-region';

type Props = {
  /** The region's name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  className?: string;
  tableRef?: Ref<HTMLTableElement>;
  children: ReactNode;
};

/**
 * An admin table in its own scrolling region (renderers/ui/scroll-region.tsx). The card's shadow sits on an outer
 * box, so the region's fade does not cut it.
 */
export function AdminTable({ label, labelledBy, className, tableRef, children }: Props) {
  return (
    <div className="admin-table-card">
      <ScrollRegion className="admin-table-wrap" label={label} labelledBy={labelledBy}>
        <table ref={tableRef} className={className ? `admin-table ${className}` : 'admin-table'}>
          {children}
        </table>
      </ScrollRegion>
    </div>
  );
}
