import type { ReactNode } from 'react';

type Props = { label: string; className?: string; children: ReactNode };

/** An admin table in its own scrolling region: named for screen readers and reachable by keyboard to scroll. */
export function AdminTable({ label, className, children }: Props) {
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className={className ? `admin-table ${className}` : 'admin-table'}>{children}</table>
    </div>
  );
}
