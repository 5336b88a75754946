import { formatDateTime } from '../../domain/dates';
import { entityUiMessages } from '../../domain/messages/entities';
import type { EntityAuditRecord } from '../../schemas/entity';
import { auditWhat } from './audit-what';
import { ScrollRegion } from '../ui/scroll-region';
import './entities.css';

const ui = entityUiMessages.audit;

/** The entity audit (SPEC §2 audit modal): who, what, when ('DD/MM/YYYY HH:mm') and from where. */
export function AuditTable({ records, timeZone }: { records: readonly EntityAuditRecord[]; timeZone?: string }) {
  if (records.length === 0) return <p>{ui.empty}</p>;
  return (
    <ScrollRegion className="entity-table-wrap" label={ui.title}>
      <table className="entity-table">
        <thead>
          <tr>
            <th scope="col">{ui.who}</th>
            <th scope="col">{ui.what}</th>
            <th scope="col">{ui.when}</th>
            <th scope="col">{ui.where}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.id}>
              <td>{r.actorEmail}</td>
              <td>{auditWhat(r)}</td>
              <td>{formatDateTime(r.createdAt, timeZone)}</td>
              <td>
                {r.ip}
                <span className="entity-table__agent" title={r.userAgent}>
                  {r.userAgent}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
