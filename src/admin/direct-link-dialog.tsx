import { useId, useRef, useState, type FormEvent } from 'react';
import { formatDateTime } from '../../domain/dates';
import { adminMessages } from '../../domain/messages/admin';
import { adminPeopleMessages } from '../../domain/messages/admin-people';
import { ModalDialog } from '../../renderers/dialogs/modal-dialog';
import { createDirectLink } from '../api/admin-people-api';

const t = adminPeopleMessages.users;
const maxMinutes = 43_200;

/** 'Gerar link direto': title and validity, then the link with a copy button and its expiry. */
export function DirectLinkDialog({ companyId, email, onClose }: { companyId: string; email: string; onClose(): void }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [minutes, setMinutes] = useState('1440');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<{ link: string; expires: string } | null>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(minutes);
    if (!/^\d+$/.test(minutes.trim()) || value < 1 || value > maxMinutes) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      setCreated(await createDirectLink(companyId, email, { ...(title.trim() ? { title: title.trim() } : {}), expires: value }));
    } catch (reason) {
      setFailure((reason as { message?: string } | null)?.message ?? t.failed);
    } finally {
      setBusy(false);
    }
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(created?.link ?? '');
      setCopy('copied');
    } catch {
      field.current?.select();
      setCopy('failed');
    }
  };
  return (
    <ModalDialog
      open
      title={created ? t.directReady : t.directTitle}
      onCancel={onClose}
      actions={
        created ? (
          <button type="button" className="button button--primary" onClick={onClose}>
            {adminMessages.close}
          </button>
        ) : (
          <>
            <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
              {adminMessages.cancel}
            </button>
            <button type="submit" form={`${id}-form`} className="button button--primary" disabled={busy} aria-busy={busy}>
              {t.generate}
            </button>
          </>
        )
      }
    >
      {created ? (
        <div className="direct-link">
          <label className="form-field__label" htmlFor={`${id}-link`}>
            {t.directLinkLabel}
          </label>
          <div className="direct-link__row">
            <input id={`${id}-link`} ref={field} className="input" value={created.link} readOnly onFocus={(event) => event.target.select()} />
            <button type="button" className="button button--outline" onClick={() => void copyLink()}>
              {t.copy}
            </button>
          </div>
          <p>{t.directExpiry(formatDateTime(created.expires))}</p>
          <p role="status">{copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}</p>
        </div>
      ) : (
        <form id={`${id}-form`} onSubmit={(event) => void submit(event)} noValidate>
          <p>{t.directText}</p>
          <label className="form-field__label" htmlFor={`${id}-title`}>
            {t.directTitleField}
          </label>
          <input id={`${id}-title`} className="input" value={title} maxLength={500} onChange={(event) => setTitle(event.target.value)} />
          <label className="form-field__label direct-link__minutes" htmlFor={`${id}-minutes`}>
            {t.directExpires}
          </label>
          <input
            id={`${id}-minutes`}
            className="input"
            inputMode="numeric"
            value={minutes}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setMinutes(event.target.value);
              setInvalid(false);
            }}
          />
          <p id={`${id}-hint`} className="form-field__hint">
            {t.directExpiresHint}
          </p>
          {invalid ? (
            <p id={`${id}-error`} className="form-field__error" role="alert">
              {t.directExpiresInvalid}
            </p>
          ) : null}
          {failure ? (
            <p className="form-field__error" role="alert">
              {failure}
            </p>
          ) : null}
        </form>
      )}
    </ModalDialog>
  );
}
