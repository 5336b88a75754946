import { useId, type FormEvent } from 'react';
import { operatorScreenMessages } from '../../domain/messages/operator';
import type { NewTenantField, NewTenantForm as Form } from '../../domain/operator-tenants';
import { TextInput } from '../inputs/text-input';
import { TextareaInput } from '../inputs/textarea-input';

const t = operatorScreenMessages.create;

type Props = {
  form: Form;
  errors: Partial<Record<NewTenantField, string>>;
  busy: boolean;
  /** A failure that is no field's (e.g. the server did not answer). */
  failure: string | null;
  onField(field: NewTenantField, value: string): void;
  onSubmit(): void;
};

/** 'Nova empresa': id, name, domains and the first admin; each error under its field. */
export function NewTenantForm({ form, errors, busy, failure, onField, onSubmit }: Props) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="new-tenant" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="area__subtitle">
        {t.title}
      </h2>
      <p className="area__intro">{t.intro}</p>
      <div className="new-tenant__grid">
        <TextInput
          id={`${id}-id`}
          label={t.id}
          required
          value={form.id}
          error={errors.id}
          hint={t.idHint}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          onValue={(value) => onField('id', value)}
        />
        <TextInput id={`${id}-name`} label={t.appName} required value={form.appName} error={errors.appName} maxLength={120} onValue={(value) => onField('appName', value)} />
        <div className="new-tenant__wide">
          <TextareaInput
            id={`${id}-domains`}
            label={t.domains}
            required
            rows={3}
            value={form.domains}
            error={errors.domains}
            hint={t.domainsHint}
            spellCheck={false}
            onValue={(value) => onField('domains', value)}
          />
        </div>
        <TextInput
          id={`${id}-email`}
          type="email"
          label={t.adminEmail}
          required
          value={form.adminEmail}
          error={errors.adminEmail}
          hint={t.adminHint}
          autoComplete="off"
          maxLength={320}
          onValue={(value) => onField('adminEmail', value)}
        />
        <TextInput id={`${id}-nick`} label={t.adminNick} value={form.adminNick} error={errors.adminNick} maxLength={200} onValue={(value) => onField('adminNick', value)} />
      </div>
      {failure ? (
        <p className="operator-notice operator-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="new-tenant__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t.submitting : t.submit}
        </button>
      </div>
    </form>
  );
}
