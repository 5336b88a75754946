import { useId, useState } from 'react';
import { entityUiMessages } from '../../domain/messages/entities';
import type { EntityRef } from '../../schemas/session';
import { TextField } from '../account/text-field';
import { formatEntityCode } from './entity-label';
import './entities.css';

type Props = {
  email: string;
  groups: readonly string[];
  entities: readonly EntityRef[] | null;
  hostEntities: readonly EntityRef[];
  busy: boolean;
  onGroup(group: string, type: 'add' | 'remove'): void;
  onGive(code: string): void;
  onTake(code: string): void;
};

const ui = entityUiMessages.host;

/** One guest's groups and entities: add/remove a group, give one of the host's entities, take one back. */
export function GuestPanel({ email, groups, entities, hostEntities, busy, onGroup, onGive, onTake }: Props) {
  const id = useId();
  const [group, setGroup] = useState('');
  const [give, setGive] = useState('');
  const giveable = hostEntities.filter((h) => !entities?.some((e) => e.code === h.code));
  const chosen = giveable.some((e) => e.code === give) ? give : (giveable[0]?.code ?? '');
  return (
    <section className="entity-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="modal-dialog__title">
        {ui.guestEntities(email)}
      </h3>
      <div>
        {groups.map((g) => (
          <span key={g} className="entity-chip">
            {g}
            <button type="button" aria-label={ui.removeGroup(g)} disabled={busy} onClick={() => onGroup(g, 'remove')}>
              ×
            </button>
          </span>
        ))}
      </div>
      <form className="entity-form__row" onSubmit={(e) => { e.preventDefault(); if (group.trim()) onGroup(group.trim(), 'add'); setGroup(''); }}>
        <TextField label={ui.group} value={group} onValue={setGroup} />
        <button type="submit" className="button button--ghost" disabled={busy}>
          {ui.addGroup}
        </button>
      </form>
      <ul className="entity-list">
        {entities && entities.length === 0 ? <li className="entity-list__empty">{ui.noEntities}</li> : null}
        {(entities ?? []).map((e) => (
          <li key={e.code} className="entity-list__item">
            <span className="entity-list__main">
              {e.description}
              <span className="entity-list__code">{formatEntityCode(e.code)}</span>
            </span>
            <button type="button" className="button button--ghost button--small" disabled={busy} aria-label={ui.removeEntity(formatEntityCode(e.code))} onClick={() => onTake(e.code)}>
              {entityUiMessages.common.remove}
            </button>
          </li>
        ))}
      </ul>
      {giveable.length > 0 ? (
        <form className="entity-form__row" onSubmit={(e) => { e.preventDefault(); if (chosen) onGive(chosen); }}>
          <div className="account-field">
            <label className="login-form__label" htmlFor={`${id}-give`}>
              {ui.entity}
            </label>
            <select id={`${id}-give`} className="input" value={chosen} onChange={(e) => setGive(e.target.value)}>
              {giveable.map((e) => (
                <option key={e.code} value={e.code}>
                  {`${e.description} (${formatEntityCode(e.code)})`}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary" disabled={busy}>
            {ui.giveEntity}
          </button>
        </form>
      ) : null}
    </section>
  );
}
