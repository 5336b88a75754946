import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { loginMessages } from '../../domain/messages/login';
import { CurrentPasswordField } from './current-password-field';
import './login-form.css';

type Props = {
  firstName: string;
  email: string;
  fieldError: string | null;
  busy: boolean;
  /** Bumped when the password must be cleared and focused again (after a failed login). */
  resetKey: number;
  onSubmit(password: string): void;
  onForgotPassword(): void;
  onBack(): void;
};

/** Step 2: 'Olá {first name}!', the e-mail, the password; Enter submits (it is a form). */
export function PasswordStep({ firstName, email, fieldError, busy, resetKey, onSubmit, onForgotPassword, onBack }: Props) {
  const [password, setPassword] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    setPassword('');
    ref.current?.focus();
  }, [resetKey]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(password);
  };
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <p className="login-form__greeting">{loginMessages.login.greeting(firstName)}</p>
      <p className="login-form__email">{email}</p>
      {/* For password managers: the account this password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <CurrentPasswordField id={id} inputRef={ref} value={password} onChange={setPassword} fieldError={fieldError} />
      <button type="button" className="link-button login-form__forgot" onClick={onForgotPassword} disabled={busy}>
        {loginMessages.login.forgotPassword}
      </button>
      <div className="login-form__row">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={busy}>
          {loginMessages.login.back}
        </button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {loginMessages.login.continue}
        </button>
      </div>
    </form>
  );
}
