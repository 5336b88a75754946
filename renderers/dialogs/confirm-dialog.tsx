import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

type Props = {
  open: boolean;
  title: string;
  /** What the action does, as one paragraph (phrasing content: text, <strong>...). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** 'danger' for what cannot be undone (remove, revoke, block), 'primary' for the rest. */
  tone: 'danger' | 'primary';
  /** While the confirmed action runs: both buttons disabled, the confirm one aria-busy. Left out: neither attribute. */
  busy?: boolean;
  onConfirm(): void;
  /** 'Cancelar', Escape: the dialog's default answer. */
  onCancel(): void;
  className?: string;
};

/**
 * A question before an action (an alertdialog): the text, the cancel button (focused first, so Enter does no harm)
 * and the confirm button in the action's tone. Focus handling is ModalDialog's.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, tone, busy, onConfirm, onCancel, className }: Props) {
  return (
    <ModalDialog
      open={open}
      role="alertdialog"
      className={className}
      title={title}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy} autoFocus>
            {cancelLabel}
          </button>
          <button type="button" className={`button button--${tone}`} onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{children}</p>
    </ModalDialog>
  );
}
