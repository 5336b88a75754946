import { leaveMessages as t } from '../../domain/messages/leave';
import { ConfirmDialog } from './confirm-dialog';

type Props = { open: boolean; text: string; onStay(): void; onLeave(): void };

/** Asked before a link leaves unsaved changes behind: 'Continuar editando' (the default) or 'Sair sem salvar'. */
export function LeaveDialog({ open, text, onStay, onLeave }: Props) {
  return (
    <ConfirmDialog
      open={open}
      className="modal-dialog--medium"
      title={t.title}
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
