import { entityUiMessages } from '../../domain/messages/entities';
import { AccountStatus } from '../../renderers/account/account-card';
import { WideDialog } from '../../renderers/entities/wide-dialog';
import { AuditTable } from '../../renderers/entities/audit-table';
import { entityAudit } from '../api/entity-api';
import { useLoaded } from './use-loaded';
import '../../renderers/entities/entities.css';

/** The audit modal (only with company entity.radar): the entity audit records, newest first. */
export default function AuditDialog({ companyId, onClose }: { companyId: string; onClose(): void }) {
  const audit = useLoaded(() => entityAudit(companyId), [companyId]);
  return (
    <WideDialog title={entityUiMessages.audit.title} onClose={onClose}>
      <AccountStatus text={audit.error} error />
      {audit.data ? <AuditTable records={audit.data} /> : null}
      {audit.loading && !audit.data ? <p role="status">{entityUiMessages.common.loading}</p> : null}
    </WideDialog>
  );
}
