import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import './modal-dialog.css';

type Props = {
  open: boolean;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  /** Escape or the backdrop-less close: the same as the main dismiss action. */
  onCancel(): void;
  role?: 'dialog' | 'alertdialog';
  className?: string;
};

/** true: dialogs open in place, not modally (the QA workbench draws a screen's dialogs inside its panel). */
export const InlineDialogs = createContext(false);

/** A native <dialog> shown modally while `open`; Escape calls onCancel. Focus moves into it. */
export function ModalDialog({ open, title, children, actions, onCancel, role = 'dialog', className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const inline = useContext(InlineDialogs);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (!inline && typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open, inline]);
  return (
    <dialog
      ref={ref}
      className={`modal-dialog ${className ?? ''}`}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="modal-dialog__title">
            {title}
          </h2>
          <div className="modal-dialog__body">{children}</div>
          <div className="modal-dialog__actions">{actions}</div>
        </>
      )}
    </dialog>
  );
}
