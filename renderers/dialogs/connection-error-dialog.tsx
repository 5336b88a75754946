import { shellMessages } from '../../domain/messages/shell';
import { ModalDialog } from './modal-dialog';

/**
 * reason: the server's own pt-BR reason when it answered (a 429 'Muitas tentativas'). It replaces SPEC §8's text that
 * the system may be down or the connection lost, which would be wrong: the server answered.
 */
type Props = { open: boolean; browserInfo: string; detail?: string | null; reason?: string | null; onClose(): void };

/** SPEC §8: the generic connection-error dialog (status 0 or >= 500, and the login's other failures). */
export function ConnectionErrorDialog({ open, browserInfo, detail, reason, onClose }: Props) {
  return (
    <ModalDialog
      open={open}
      role="alertdialog"
      title={shellMessages.connectionError.title}
      onCancel={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          {shellMessages.connectionError.button}
        </button>
      }
    >
      {reason ? <p className="modal-dialog__reason">{reason}</p> : <p>{shellMessages.connectionError.text}</p>}
      {detail ? <p className="modal-dialog__detail">{detail}</p> : null}
      <p className="modal-dialog__detail">{shellMessages.connectionError.browser(browserInfo)}</p>
    </ModalDialog>
  );
}
