import { shellMessages } from '../../domain/messages/shell';
import { ModalDialog } from './modal-dialog';

type Props = { alert: { title: string; text: string } | null; onDismiss(): void };

/** The login statechart's alert (context.alert): title, text and 'Ok', which sends DISMISS. */
export function AlertDialog({ alert, onDismiss }: Props) {
  return (
    <ModalDialog
      open={alert !== null}
      role="alertdialog"
      title={alert?.title ?? ''}
      onCancel={onDismiss}
      actions={
        <button type="button" className="button button--primary" onClick={onDismiss} autoFocus>
          {shellMessages.alerts.ok}
        </button>
      }
    >
      {alert?.text ? <p>{alert.text}</p> : null}
    </ModalDialog>
  );
}
