import { useRef, type ReactNode, type Ref } from 'react';
import { useScrollRow } from '../ui/scroll-row';

type Props = {
  /** The region's name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  className?: string;
  tableRef?: Ref<HTMLTableElement>;
  children: ReactNode;
};

/**
 * An admin table in its own scrolling region: named for screen readers and reachable by keyboard to scroll; wider
 * than a phone, the edge with more columns fades (renderers/ui/scroll-row.ts). The card's shadow sits on an outer
 * box, so the fade does not cut it.
 */
export function AdminTable({ label, labelledBy, className, tableRef, children }: Props) {
  const region = useRef<HTMLDivElement>(null);
  useScrollRow(region);
  return (
    <div className="admin-table-card">
      <div
        ref={region}
        className="admin-table-wrap scroll-row"
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-labelledby={labelledBy}
      >
        <table ref={tableRef} className={className ? `admin-table ${className}` : 'admin-table'}>
          {children}
        </table>
      </div>
    </div>
  );
}
