import { useId, useState, type ReactNode } from 'react';
import { entityUiMessages } from '../../domain/messages/entities';
import type { MfaOption } from '../../machines/entity/types';
import { AccountStatus } from '../account/account-card';
import { TextField } from '../account/text-field';
import './entities.css';

export type MfaView = 'loading' | 'choosing' | 'code' | 'expired' | 'failed';

type Props = {
  view: MfaView;
  busy: boolean;
  options: readonly MfaOption[];
  fieldError: string | null;
  alert: string | null;
  onChoose(option: string): void;
  onAuthenticate(code: string): void;
  onResend(): void;
  onRetry(): void;
  extra?: ReactNode;
};

const ui = entityUiMessages;

/** The MFA path: choose where the code goes, then type the 6-digit code (resend goes back to choosing). */
export function MfaStep({ view, busy, options, fieldError, alert, onChoose, onAuthenticate, onResend, onRetry, extra }: Props) {
  const id = useId();
  const [option, setOption] = useState(options[0]?.id ?? '');
  const [code, setCode] = useState('');
  const chosen = options.some((o) => o.id === option) ? option : (options[0]?.id ?? '');
  if (view === 'loading') return <p role="status">{ui.common.loading}</p>;
  if (view === 'failed') {
    return (
      <div className="entity-form">
        <AccountStatus text={alert} error />
        <div className="entity-form__actions">
          {extra}
          <button type="button" className="button button--ghost" onClick={onRetry}>
            {ui.common.retry}
          </button>
        </div>
      </div>
    );
  }
  if (view === 'choosing') {
    return (
      <form className="entity-form" onSubmit={(e) => {
          e.preventDefault();
          onChoose(chosen);
        }}>
        <fieldset className="account-field">
          <legend className="login-form__label">{ui.registration.mfaChoose}</legend>
          <ul className="entity-list">
            {options.map((o) => (
              <li key={o.id} className="entity-list__item">
                <label htmlFor={`${id}-${o.id}`}>
                  <input id={`${id}-${o.id}`} type="radio" name={`${id}-option`} checked={chosen === o.id} onChange={() => setOption(o.id)} />
                  <span>{o.label}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="entity-form__actions">
          {extra}
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {ui.registration.mfaSend}
          </button>
        </div>
      </form>
    );
  }
  return (
    <form className="entity-form" noValidate onSubmit={(e) => {
        e.preventDefault();
        onAuthenticate(code);
      }}>
      {view === 'code' ? <AccountStatus text={ui.registration.mfaSent} /> : null}
      {view === 'code' ? (
        <TextField
          label={ui.registration.mfaCode}
          value={code}
          error={fieldError}
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          onValue={setCode}
        />
      ) : (
        <AccountStatus text={fieldError} error />
      )}
      <div className="entity-form__actions">
        {extra}
        <button type="button" className="button button--ghost" onClick={onResend}>
          {ui.registration.resend}
        </button>
        {view === 'code' ? (
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {ui.registration.authenticate}
          </button>
        ) : null}
      </div>
    </form>
  );
}
