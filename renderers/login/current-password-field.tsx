import type { RefObject } from 'react';
import { loginMessages } from '../../domain/messages/login';
import { FieldError } from './field-error';

type Props = {
  /** The form's id prefix: the input is `${id}-password`, its error `${id}-error`. */
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange(value: string): void;
  fieldError: string | null;
};

/** The login's password field ('Digite sua senha') with its error, for the password and external-auth steps. */
export function CurrentPasswordField({ id, inputRef, value, onChange, fieldError }: Props) {
  return (
    <>
      <label className="login-form__label" htmlFor={`${id}-password`}>
        {loginMessages.login.passwordPlaceholder}
      </label>
      <input
        id={`${id}-password`}
        ref={inputRef}
        className="input"
        type="password"
        name="password"
        autoComplete="current-password"
        placeholder={loginMessages.login.passwordPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} text={fieldError} />
    </>
  );
}
