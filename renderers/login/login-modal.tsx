import { loginMessages } from '../../domain/messages/login';
import { ModalDialog } from '../dialogs/modal-dialog';
import { TenantHtml } from '../ui/tenant-html';

type Props = { open: boolean; title: string; html: string; onClose(): void };

/**
 * Sanitized tenant HTML in a native dialog with 'Fechar': company.modalLogin (the app decides width and cookie
 * 'watched') and a public module's html item a visitor opens (public-modules.tsx).
 */
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
