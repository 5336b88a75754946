import { useId, useState } from 'react';
import { loginMessages } from '../../domain/messages/login';
import { ModalDialog } from '../dialogs/modal-dialog';

type Props = {
  open: boolean;
  typed: string;
  suggestion: string | null;
  error: string | null;
  busy: boolean;
  onConfirm(email: string): void;
  onCancel(): void;
};

/** SPEC §4 step 4: offers the typed address and the corrected suggestion as radio choices. */
export function ConfirmEmailDialog({ open, typed, suggestion, error, busy, onConfirm, onCancel }: Props) {
  const choices = suggestion && suggestion !== typed ? [suggestion, typed] : [typed];
  const [choice, setChoice] = useState<string | null>(null);
  const selected = choice && choices.includes(choice) ? choice : choices[0]!;
  const name = useId();
  return (
    <ModalDialog
      open={open}
      title={loginMessages.alerts.confirmEmailTitle}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            {loginMessages.alerts.cancel}
          </button>
          <button type="button" className="button button--primary" onClick={() => onConfirm(selected)} disabled={busy}>
            {loginMessages.alerts.confirm}
          </button>
        </>
      }
    >
      <fieldset className="choice-list">
        <legend>{loginMessages.alerts.confirmEmailText}</legend>
        {choices.map((email) => (
          <label key={email} className="choice-list__option">
            <input type="radio" name={name} value={email} checked={selected === email} onChange={() => setChoice(email)} />
            <span>{email}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="login-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </ModalDialog>
  );
}
