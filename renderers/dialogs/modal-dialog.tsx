import { createContext, useContext, useEffect, useId, useInsertionEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { focusReturnCandidates, keepFocusInside, returnFocus } from './dialog-focus';
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

/**
 * A native <dialog> shown modally while `open`; Escape calls onCancel. Focus moves into it and, when it closes or
 * goes away, back to what opened it; while it is open the focus stays inside it (renderers/dialogs/dialog-focus.ts).
 */
export function ModalDialog({ open, title, children, actions, onCancel, role = 'dialog', className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const inline = useContext(InlineDialogs);
  const titleId = useId();
  const returnTo = useRef<HTMLElement[] | null>(null);
  // What had the focus as the dialog opens, read before the commit can move it (a field's autoFocus inside).
  useInsertionEffect(() => {
    if (open && !returnTo.current) returnTo.current = focusReturnCandidates(document.activeElement);
  }, [open]);
  // Before the browser paints: a dialog that comes with its page (the login modal) is open in the page's first
  // frame, never a frame later with the page's field already focused under it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Opened with its page, nothing had the focus before the commit: what the page's autoFocus took since.
      if (returnTo.current?.length === 0 && !dialog.contains(document.activeElement)) {
        returnTo.current = focusReturnCandidates(document.activeElement);
      }
      if (!inline && typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (returnTo.current) returnFocus(returnTo.current, dialog);
      returnTo.current = null;
    }
  }, [open, inline]);
  useEffect(() => {
    const dialog = ref.current;
    return open && !inline && dialog ? keepFocusInside(dialog) : undefined;
  }, [open, inline]);
  // A dialog its owner stops rendering while open (`{shown && <ModalDialog open …/>}`) gives the focus back too.
  useEffect(
    () => () => {
      if (returnTo.current) returnFocus(returnTo.current, null);
    },
    [],
  );
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
