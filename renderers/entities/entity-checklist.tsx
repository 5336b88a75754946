import { useId } from 'react';
import { entityUiMessages } from '../../domain/messages/entities';
import type { EntityRef } from '../../schemas/session';
import { FieldError } from '../login/field-error';
import { formatEntityCode } from './entity-label';
import './entities.css';

type Props = {
  query: string;
  entities: readonly EntityRef[];
  selected: readonly EntityRef[];
  loading: boolean;
  /** The list failed to load: with none at hand there is no list (the dialog's alert says why), never 'none found'. */
  failed?: boolean;
  error: string | null;
  onSearch(query: string): void;
  onToggle(code: string): void;
  onEdit?(code: string): void;
  onRemove?(entity: EntityRef): void;
};

const ui = entityUiMessages;

/** The entity selector's body: a search box and a checkbox per entity, with optional edit/remove buttons. */
export function EntityChecklist({ query, entities, selected, loading, failed = false, error, onSearch, onToggle, onEdit, onRemove }: Props) {
  const id = useId();
  const isSelected = (code: string) => selected.some((e) => e.code === code);
  return (
    <div className="entity-form">
      <div className="account-field">
        <label className="login-form__label" htmlFor={`${id}-search`}>
          {ui.selection.search}
        </label>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          defaultValue={query}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      {failed && entities.length === 0 ? null : (
        <fieldset className="account-field" aria-describedby={error ? `${id}-error` : undefined} aria-busy={loading}>
          <legend className="login-form__label">{ui.selection.listLabel}</legend>
          <ul className="entity-list">
            {entities.length === 0 ? (
              <li className="entity-list__empty">{loading ? ui.common.loading : ui.selection.empty}</li>
            ) : null}
            {entities.map((entity) => (
              <li key={entity.code} className="entity-list__item">
                <label>
                  <input type="checkbox" checked={isSelected(entity.code)} onChange={() => onToggle(entity.code)} />
                  <span>
                    {entity.description}
                    <span className="entity-list__code">{formatEntityCode(entity.code)}</span>
                  </span>
                </label>
                {onEdit ? (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={`${ui.common.edit} ${entity.description}`}
                    onClick={() => onEdit(entity.code)}
                  >
                    {ui.common.edit}
                  </button>
                ) : null}
                {onRemove ? (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={`${ui.common.remove} ${entity.description}`}
                    onClick={() => onRemove(entity)}
                  >
                    {ui.common.remove}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          <FieldError id={`${id}-error`} text={error} />
        </fieldset>
      )}
    </div>
  );
}
