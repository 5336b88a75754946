import { useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors, ProfileForm as Form } from '../../domain/account-forms';
import { accountMessages } from '../../domain/messages/accounts';
import { formatPhone } from '../../domain/phone';
import { TextField } from './text-field';
import './account.css';

type Props = { initial: Form; errors: FieldErrors; busy: boolean; onSubmit(form: Form): void; extra?: ReactNode };

const t = accountMessages.accountUi;

/** Profile modal: nick and phone (masked as it is typed). */
export function ProfileForm({ initial, errors, busy, onSubmit, extra }: Props) {
  const [form, setForm] = useState({ nick: initial.nick, phone: formatPhone(initial.phone ?? '') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(form);
  };
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <TextField
        label={t.nick}
        autoComplete="name"
        value={form.nick}
        error={errors.nick}
        onValue={(nick) => setForm((f) => ({ ...f, nick }))}
      />
      <TextField
        label={t.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={form.phone}
        error={errors.phone}
        onValue={(value) => setForm((f) => ({ ...f, phone: formatPhone(value) }))}
      />
      <div className="account-form__actions">
        {extra}
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t.save}
        </button>
      </div>
    </form>
  );
}
