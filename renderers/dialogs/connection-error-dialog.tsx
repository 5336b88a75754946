import { shellMessages } from '../../domain/messages/shell';
import { ModalDialog } from './modal-dialog';

type Props = { open: boolean; browserInfo: string; detail?: string | null; onClose(): void };

/** SPEC §8: the generic connection-error dialog (status 0 or >= 500). */
export function ConnectionErrorDialog({ open, browserInfo, detail, onClose }: Props) {
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
      <p>{shellMessages.connectionError.text}</p>
      {detail ? <p className="modal-dialog__detail">{detail}</p> : null}
      <p className="modal-dialog__detail">{shellMessages.connectionError.browser(browserInfo)}</p>
    </ModalDialog>
  );
}
