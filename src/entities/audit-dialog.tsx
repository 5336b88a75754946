import { entityUiMessages } from '../../domain/messages/entities';
import { AccountStatus } from '../../renderers/account/account-card';
import { ModalDialog } from '../../renderers/dialogs/modal-dialog';
import { AuditTable } from '../../renderers/entities/audit-table';
import { entityAudit } from '../api/entity-api';
import { useLoaded } from './use-loaded';
import '../../renderers/entities/entities.css';

/** The audit modal (only with company entity.radar): the entity audit records, newest first. */
export default function AuditDialog({ companyId, onClose }: { companyId: string; onClose(): void }) {
  const audit = useLoaded(() => entityAudit(companyId), [companyId]);
  return (
    <ModalDialog
      open
      title={entityUiMessages.audit.title}
      onCancel={onClose}
      className="entity-dialog entity-dialog--wide"
      actions={
        <button type="button" className="button button--ghost" onClick={onClose}>
          {entityUiMessages.common.close}
        </button>
      }
    >
      <AccountStatus text={audit.error} error />
      {audit.data ? <AuditTable records={audit.data} /> : null}
      {audit.loading && !audit.data ? <p role="status">{entityUiMessages.common.loading}</p> : null}
    </ModalDialog>
  );
}
