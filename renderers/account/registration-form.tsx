import { useState, type FormEvent } from 'react';
import type { FieldErrors, RegistrationForm as Form } from '../../domain/account-forms';
import { accountMessages } from '../../domain/messages/accounts';
import { formatPhone } from '../../domain/phone';
import { NewPasswordFields } from './new-password-fields';
import { TextField } from './text-field';
import './account.css';

type Props = { email: string; minPassword: number; errors: FieldErrors; busy: boolean; onSubmit(form: Form): void };

const t = accountMessages.accountUi;

/** /register: e-mail read-only, nick, password (tenant minimum shown), confirmation, masked phone. */
export function RegistrationForm({ email, minPassword, errors, busy, onSubmit }: Props) {
  const [form, setForm] = useState({ nick: '', password: '', confirmPassword: '', phone: '' });
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(form);
  };
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <TextField label={t.email} type="email" name="username" autoComplete="username" value={email} readOnly onValue={() => undefined} />
      <TextField label={t.nick} name="nick" autoComplete="name" value={form.nick} error={errors.nick} onValue={set('nick')} />
      <NewPasswordFields
        labels={{ password: t.password, confirmation: t.confirmPassword }}
        minPassword={minPassword}
        password={form.password}
        confirmation={form.confirmPassword}
        errors={{ password: errors.password, confirmation: errors.confirmPassword }}
        onPassword={set('password')}
        onConfirmation={set('confirmPassword')}
      />
      <TextField
        label={t.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={form.phone}
        error={errors.phone}
        onValue={(value) => set('phone')(formatPhone(value))}
      />
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t.registerButton}
        </button>
      </div>
    </form>
  );
}
