import { entityUiMessages } from '../../domain/messages/entities';
import { ModalDialog } from '../../renderers/dialogs/modal-dialog';
import type { CompanyConfig } from '../../schemas/company';
import { EntityRegistrationPanel } from './entity-registration-panel';
import '../../renderers/entities/entities.css';

/** 'Adicionar empresa' (SPEC §4 entity registration paths) as a portal dialog. */
export default function EntityRegistrationDialog({ company, onClose }: { company: CompanyConfig; onClose(): void }) {
  const close = (
    <button type="button" className="button button--ghost" onClick={onClose}>
      {entityUiMessages.common.close}
    </button>
  );
  return (
    <ModalDialog open title={entityUiMessages.registration.title} onCancel={onClose} actions={null} className="entity-dialog">
      <EntityRegistrationPanel company={company} close={close} />
    </ModalDialog>
  );
}
