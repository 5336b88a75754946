import { entityUiMessages } from '../../domain/messages/entities';
import { ModalDialog } from '../../renderers/dialogs/modal-dialog';

/** 'Contas': shown only to users the payment service gives accounts access (SPEC §6). */
export default function AccountsDialog({ onClose }: { onClose(): void }) {
  const ui = entityUiMessages;
  return (
    <ModalDialog
      open
      title={ui.accounts.title}
      onCancel={onClose}
      actions={
        <button type="button" className="button button--ghost" onClick={onClose}>
          {ui.common.close}
        </button>
      }
    >
      <p>{ui.accounts.text}</p>
    </ModalDialog>
  );
}
