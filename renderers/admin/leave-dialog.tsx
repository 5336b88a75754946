import { adminPeopleMessages } from '../../domain/messages/admin-people';
import { ModalDialog } from '../dialogs/modal-dialog';

const t = adminPeopleMessages.section;

/** Asked before a link leaves a section with unsaved changes: 'Continuar editando' (the default) or 'Sair sem salvar'. */
export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay(): void; onLeave(): void }) {
  return (
    <ModalDialog
      open={open}
      role="alertdialog"
      className="modal-dialog--medium"
      title={t.leaveTitle}
      onCancel={onStay}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onStay} autoFocus>
            {t.stay}
          </button>
          <button type="button" className="button button--danger" onClick={onLeave}>
            {t.leave}
          </button>
        </>
      }
    >
      <p>{t.leaveText}</p>
    </ModalDialog>
  );
}
