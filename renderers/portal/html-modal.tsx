import { loginMessages } from '../../domain/messages/login';
import { ModalDialog } from '../dialogs/modal-dialog';
import { TenantHtml } from '../ui/tenant-html';

type Props = { open: boolean; title: string; html: readonly string[]; onClose(): void; className?: string };

/** Tenant HTML in a native dialog (dashboard banners, per-item modal): each part as the server sanitised it. */
export function HtmlModal({ open, title, html, onClose, className }: Props) {
  return (
    <ModalDialog
      open={open}
      title={title}
      onCancel={onClose}
      className={className}
      actions={
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          {loginMessages.ui.closeModal}
        </button>
      }
    >
      {html.map((part, index) => (
        <TenantHtml key={index} html={part} />
      ))}
    </ModalDialog>
  );
}

export default HtmlModal;
