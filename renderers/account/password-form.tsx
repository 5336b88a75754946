import { useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors, PasswordForm as Form } from '../../domain/account-forms';
import { accountMessages } from '../../domain/messages/accounts';
import { NewPasswordFields } from './new-password-fields';
import { TextField } from './text-field';
import './account.css';

type Props = {
  askOld: boolean;
  email: string;
  minPassword: number;
  errors: FieldErrors;
  busy: boolean;
  onSubmit(form: Form): void;
  /** Extra buttons before 'Salvar' (the modal's 'Fechar'). */
  extra?: ReactNode;
};

const t = accountMessages.accountUi;

/** /changePassword and the password modal: current password (change mode), new one and its confirmation. */
export function PasswordForm({ askOld, email, minPassword, errors, busy, onSubmit, extra }: Props) {
  const [form, setForm] = useState({ oldPassword: '', password: '', confirmation: '' });
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(askOld ? form : { password: form.password, confirmation: form.confirmation });
  };
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {askOld ? (
        <TextField
          label={t.oldPassword}
          type="password"
          autoComplete="current-password"
          value={form.oldPassword}
          error={errors.oldPassword}
          onValue={set('oldPassword')}
        />
      ) : null}
      <NewPasswordFields
        labels={{ password: t.newPassword, confirmation: t.confirmNewPassword }}
        minPassword={minPassword}
        password={form.password}
        confirmation={form.confirmation}
        errors={{ password: errors.password, confirmation: errors.confirmation }}
        onPassword={set('password')}
        onConfirmation={set('confirmation')}
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
