import { adminPeopleMessages } from '../../domain/messages/admin-people';
import { ConfirmDialog } from '../dialogs/confirm-dialog';

const t = adminPeopleMessages.section;

type Props = { open: boolean; text?: string; onStay(): void; onLeave(): void };

/** Asked before a link leaves unsaved changes behind: 'Continuar editando' (the default) or 'Sair sem salvar'. */
export function LeaveDialog({ open, text = t.leaveText, onStay, onLeave }: Props) {
  return (
    <ConfirmDialog
      open={open}
      className="modal-dialog--medium"
      title={t.leaveTitle}
      confirmLabel={t.leave}
      cancelLabel={t.stay}
      tone="danger"
      onConfirm={onLeave}
      onCancel={onStay}
    >
      {text}
    </ConfirmDialog>
  );
}
