import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { loginMessages } from '../../domain/messages/login';
import { CurrentPasswordField } from './current-password-field';
import './login-form.css';

type Props = {
  fieldError: string | null;
  busy: boolean;
  /** Bumped by the app when the password must be cleared and refocused (SPEC §8 external auth 400). */
  resetKey: number;
  onSubmit(username: string, password: string): void;
};

/** Step 1 with external authentication: username and password, and Continuar logs in. */
export function ExternalAuthStep({ fieldError, busy, resetKey, onSubmit }: Props) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    if (resetKey === 0) return;
    setPassword('');
    passwordRef.current?.focus();
  }, [resetKey]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(username, password);
  };
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <label className="login-form__label" htmlFor={`${id}-user`}>
        {loginMessages.login.usernamePlaceholder}
      </label>
      <input
        id={`${id}-user`}
        className="input"
        name="username"
        autoComplete="username"
        placeholder={loginMessages.login.usernamePlaceholder}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        autoFocus
      />
      <CurrentPasswordField id={id} inputRef={passwordRef} value={password} onChange={setPassword} fieldError={fieldError} />
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {loginMessages.login.continue}
      </button>
    </form>
  );
}
