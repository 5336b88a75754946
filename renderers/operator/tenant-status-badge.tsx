import { operatorScreenMessages } from '../../domain/messages/operator';
import type { TenantStatus } from '../../domain/operator-tenants';

/** A tenant's status as a coloured label: Ativa, Desativada, Bloqueada. */
export function TenantStatusBadge({ status }: { status: TenantStatus }) {
  return <span className={`tenant-status tenant-status--${status}`}>{operatorScreenMessages.statuses[status]}</span>;
}
