import { entityUiMessages } from '../../domain/messages/entities';
import type { EntityAuditRecord } from '../../schemas/entity';
import { formatEntityCode } from './entity-label';

const ui = entityUiMessages.audit;

/**
 * What an audit record says happened: 'Deu a empresa 11.222.333/0001-81 para x@y' (an entity action, the
 * target the user it was for) or 'Convidou x@y' (a guest action, the target is the guest).
 */
export function auditWhat(record: Pick<EntityAuditRecord, 'action' | 'entityCode' | 'targetEmail'>): string {
  const parts = [ui.actions[record.action] ?? record.action];
  if (record.entityCode) parts.push(formatEntityCode(record.entityCode));
  if (record.targetEmail) parts.push(record.action.startsWith('guest.') ? record.targetEmail : ui.forUser(record.targetEmail));
  return parts.join(' ');
}
