import { loginMessages } from '../../domain/messages/login';
import { ModalDialog } from '../dialogs/modal-dialog';
import { TenantHtml } from '../ui/tenant-html';

type Props = { open: boolean; title: string; html: string; onClose(): void };

/** company.modalLogin: sanitized HTML in a native dialog (the app decides width and cookie 'watched'). */
export function LoginModal({ open, title, html, onClose }: Props) {
  return (
    <ModalDialog
      open={open}
      title={title}
      onCancel={onClose}
      className="login-modal"
      actions={
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          {loginMessages.ui.closeModal}
        </button>
      }
    >
      <TenantHtml html={html} />
    </ModalDialog>
  );
}
