import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { loginMessages } from '../../domain/messages/login';
import { FieldError } from './field-error';
import './login-form.css';

type Props = { initialEmail: string; fieldError: string | null; busy: boolean; onSubmit(email: string): void; extra?: ReactNode };

/** Step 1: the e-mail field and 'Continuar'; `extra` holds the Microsoft and help buttons. */
export function EmailStep({ initialEmail, fieldError, busy, onSubmit, extra }: Props) {
  const [email, setEmail] = useState(initialEmail);
  // The statechart owns the address (lowercased, or cleared after a registration): follow its changes.
  const [seen, setSeen] = useState(initialEmail);
  if (initialEmail !== seen) {
    setSeen(initialEmail);
    setEmail(initialEmail);
  }
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <label className="login-form__label" htmlFor={`${id}-email`}>
        {loginMessages.login.emailPlaceholder}
      </label>
      <input
        id={`${id}-email`}
        className="input"
        type="email"
        name="email"
        autoComplete="username"
        placeholder={loginMessages.login.emailPlaceholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${id}-error` : undefined}
        autoFocus
      />
      <FieldError id={`${id}-error`} text={fieldError} />
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {loginMessages.login.continue}
      </button>
      {extra}
    </form>
  );
}
