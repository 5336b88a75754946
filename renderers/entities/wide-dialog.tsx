import type { ReactNode } from 'react';
import { entityUiMessages } from '../../domain/messages/entities';
import { ModalDialog } from '../dialogs/modal-dialog';
import './entities.css';

type Props = { title: string; onClose(): void; children: ReactNode };

/** The wide entity dialogs (host, audit, approvals): a title, the content and one 'Fechar'. */
export function WideDialog({ title, onClose, children }: Props) {
  return (
    <ModalDialog
      open
      title={title}
      onCancel={onClose}
      className="entity-dialog entity-dialog--wide"
      actions={
        <button type="button" className="button button--ghost" onClick={onClose}>
          {entityUiMessages.common.close}
        </button>
      }
    >
      {children}
    </ModalDialog>
  );
}
