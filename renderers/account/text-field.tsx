import { useId, type InputHTMLAttributes } from 'react';
import { FieldError } from '../login/field-error';
import '../login/login-form.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  error?: string | null;
  hint?: string;
  onValue(value: string): void;
};

/** A labelled input with its hint and inline error (announced), for the account forms. */
export function TextField({ label, value, error, hint, onValue, ...input }: Props) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="account-field">
      <label className="login-form__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} text={error ?? null} />
    </div>
  );
}
