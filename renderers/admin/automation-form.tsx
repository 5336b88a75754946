import { useId, type FormEvent, type ReactNode } from 'react';
import type { AutomationDraft, AutomationField } from '../../domain/automation-form';
import type { AutomationWarnings } from '../../domain/automation-references';
import { adminOperationsUi } from '../../domain/messages/admin-operations-ui';
import { automationChannels, type AutomationChannel } from '../../domain/notification-automation';

type Props = {
  title: string;
  draft: AutomationDraft;
  errors: Partial<Record<AutomationField, string>>;
  /** Groups or a module the tenant does not have: said beside the field, the save still allowed. */
  warnings?: AutomationWarnings;
  saving: boolean;
  onChange(draft: AutomationDraft): void;
  onSubmit(): void;
  onCancel(): void;
  /** The message as the portal shows it (the portal's own sanitised-HTML renderer, provided by the screen). */
  preview: ReactNode;
};

const t = adminOperationsUi.automations;

/** Create or edit a notification automation: texts, HTML message with its preview, recipients, channels. */
export function AutomationForm({ title, draft, errors, warnings = {}, saving, onChange, onSubmit, onCancel, preview }: Props) {
  const id = useId();
  const set = <K extends keyof AutomationDraft>(key: K, value: AutomationDraft[K]) => onChange({ ...draft, [key]: value });
  const described = (field: AutomationField, hint?: string) => [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const error = (field: AutomationField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="ops-error">
        {errors[field]}
      </p>
    ) : null;
  const warningId = (field: keyof AutomationWarnings) => (warnings[field] ? `${id}-${field}-warning` : undefined);
  const warning = (field: keyof AutomationWarnings) =>
    warnings[field] ? (
      <p id={`${id}-${field}-warning`} className="ops-warning">
        {warnings[field]}
      </p>
    ) : null;
  const toggleChannel = (channel: AutomationChannel, on: boolean) =>
    set('channels', on ? automationChannels.filter((c) => c === channel || draft.channels.includes(c)) : draft.channels.filter((c) => c !== channel));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="ops-card automation-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`} className="ops-card__title">
        {title}
      </h2>
      <div className="automation-form__grid">
        <div>
          <label className="ops-label" htmlFor={`${id}-name`}>
            {t.name}
          </label>
          <input id={`${id}-name`} className="input" value={draft.name} maxLength={200} aria-invalid={errors.name ? true : undefined} aria-describedby={described('name')} onChange={(e) => set('name', e.target.value)} />
          {error('name')}
          <label className="ops-label" htmlFor={`${id}-title-field`}>
            {t.titleField}
          </label>
          <input id={`${id}-title-field`} className="input" value={draft.title} maxLength={200} aria-invalid={errors.title ? true : undefined} aria-describedby={described('title')} onChange={(e) => set('title', e.target.value)} />
          {error('title')}
          <label className="ops-label" htmlFor={`${id}-message`}>
            {t.message}
          </label>
          <textarea
            id={`${id}-message`}
            className="input"
            value={draft.message}
            maxLength={20_000}
            spellCheck={false}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={described('message', `${id}-message-hint`)}
            onChange={(e) => set('message', e.target.value)}
          />
          <p id={`${id}-message-hint`} className="ops-hint">
            {t.messageHint}
          </p>
          {error('message')}
          <label className="ops-label" htmlFor={`${id}-module`}>
            {t.module}
          </label>
          <input id={`${id}-module`} className="input" value={draft.module} maxLength={100} aria-describedby={warningId('module')} onChange={(e) => set('module', e.target.value)} />
          {warning('module')}
        </div>
        <div>
          <p className="ops-label" id={`${id}-preview-label`}>
            {t.preview}
          </p>
          <section className="automation-preview" aria-labelledby={`${id}-preview-label`}>
            {draft.title.trim() ? <p className="automation-preview__title">{draft.title}</p> : null}
            {draft.message.trim() ? preview : <p className="ops-muted">{t.previewEmpty}</p>}
          </section>
          <fieldset className="ops-fieldset" aria-describedby={errors.recipients ? `${id}-recipients-error` : undefined}>
            <legend>{t.recipients}</legend>
            <label className="ops-choice">
              <input type="checkbox" checked={draft.everyone} onChange={(e) => set('everyone', e.target.checked)} />
              {t.everyone}
            </label>
            <label className="ops-label" htmlFor={`${id}-groups`}>
              {t.groups}
            </label>
            <input
              id={`${id}-groups`}
              className="input"
              value={draft.groups}
              disabled={draft.everyone}
              aria-describedby={[`${id}-groups-hint`, warningId('groups')].filter(Boolean).join(' ')}
              onChange={(e) => set('groups', e.target.value)}
            />
            <p id={`${id}-groups-hint`} className="ops-hint">
              {t.groupsHint}
            </p>
            {warning('groups')}
            <label className="ops-label" htmlFor={`${id}-emails`}>
              {t.emails}
            </label>
            <input
              id={`${id}-emails`}
              className="input"
              value={draft.emails}
              disabled={draft.everyone}
              aria-invalid={errors.emails ? true : undefined}
              aria-describedby={described('emails', `${id}-emails-hint`)}
              onChange={(e) => set('emails', e.target.value)}
            />
            <p id={`${id}-emails-hint`} className="ops-hint">
              {t.emailsHint}
            </p>
            {error('emails')}
            {error('recipients')}
          </fieldset>
          <fieldset className="ops-fieldset" aria-describedby={errors.channels ? `${id}-channels-error` : undefined}>
            <legend>{t.channels}</legend>
            {automationChannels.map((channel) => (
              <label key={channel} className="ops-choice ops-choice--block">
                <input type="checkbox" checked={draft.channels.includes(channel)} onChange={(e) => toggleChannel(channel, e.target.checked)} />
                {t.channelNames[channel] ?? channel}
              </label>
            ))}
            {error('channels')}
          </fieldset>
          <label className="ops-choice">
            <input type="checkbox" checked={draft.notify} onChange={(e) => set('notify', e.target.checked)} />
            {t.notify}
          </label>
        </div>
      </div>
      <div className="ops-actions">
        <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
          {saving ? t.saving : t.save}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={saving}>
          {adminOperationsUi.cancel}
        </button>
      </div>
    </form>
  );
}
