import { useId, useState, type FormEvent } from 'react';
import { VERSION_COMMENT_MAX } from '../../domain/config-draft';
import { adminMessages } from '../../domain/messages/admin';
import { ModalDialog } from '../dialogs/modal-dialog';

type Props = {
  open: boolean;
  title: string;
  /** Text over the comment field (e.g. what a restore does). */
  text?: string;
  label: string;
  /** A comment is required (publishing) or optional (a restore, whose server default names the version). */
  required: boolean;
  confirmLabel: string;
  /** The comment the field starts with (e.g. a suggested one the admin may change). */
  initial?: string;
  busy: boolean;
  onConfirm(comment: string): void;
  onCancel(): void;
};

/** A native dialog that asks for a version's comment before publishing or restoring. */
export function CommentDialog({ open, title, text, label, required, confirmLabel, initial = '', busy, onConfirm, onCancel }: Props) {
  const id = useId();
  const [comment, setComment] = useState(initial);
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (required && comment.trim() === '') {
      setError(true);
      return;
    }
    onConfirm(comment.trim());
  };
  const t = adminMessages.config;
  return (
    <ModalDialog
      open={open}
      title={title}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            {adminMessages.cancel}
          </button>
          <button type="submit" form={`${id}-form`} className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t.publishing : confirmLabel}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className="comment-dialog" onSubmit={submit} noValidate>
        {text ? <p>{text}</p> : null}
        <label className="form-field__label" htmlFor={`${id}-comment`}>
          {label}
        </label>
        <textarea
          id={`${id}-comment`}
          className="input"
          rows={3}
          value={comment}
          required={required}
          maxLength={VERSION_COMMENT_MAX}
          autoFocus
          aria-invalid={error || undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setComment(event.target.value);
            setError(false);
          }}
        />
        <p id={`${id}-hint`} className="form-field__hint">
          {t.commentHint}
        </p>
        {error ? (
          <p id={`${id}-error`} className="form-field__error" role="alert">
            {t.commentRequired}
          </p>
        ) : null}
      </form>
    </ModalDialog>
  );
}
