import { adminPeopleMessages } from '../../domain/messages/admin-people';
import { ModalDialog } from '../dialogs/modal-dialog';

const t = adminPeopleMessages.section;

type Props = { open: boolean; text?: string; onStay(): void; onLeave(): void };

/** Asked before a link leaves unsaved changes behind: 'Continuar editando' (the default) or 'Sair sem salvar'. */
export function LeaveDialog({ open, text = t.leaveText, onStay, onLeave }: Props) {
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
      <p>{text}</p>
    </ModalDialog>
  );
}
