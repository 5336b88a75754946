import { useId, useState, type FormEvent } from 'react';
import { entryIdProblem } from '../../domain/module-editing';
import { adminContentMessages } from '../../domain/messages/admin-content';
import type { ItemKind } from '../../schemas/items';

const t = adminContentMessages.modules;
const kinds = Object.keys(t.kinds) as ItemKind[];

type Props = { legend: string; taken: readonly string[]; withKind: boolean; onCreate(entry: { id: string; title: string; kind: ItemKind }): void };

/** 'Novo módulo' / 'Novo item': id (checked: format, not taken), title and, for an item, its kind. */
export function NewEntryForm({ legend, taken, withKind, onCreate }: Props) {
  const id = useId();
  const [entryId, setEntryId] = useState('');
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<ItemKind>('html');
  const [errors, setErrors] = useState<{ id?: string; title?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const idProblem = entryIdProblem(entryId, taken);
    const next = {
      id: idProblem ? t[idProblem] : undefined,
      title: title.trim() === '' ? t.titleRequired : undefined,
    };
    setErrors(next);
    if (next.id || next.title) return;
    onCreate({ id: entryId, title: title.trim(), kind });
    setEntryId('');
    setTitle('');
  };
  return (
    <form className="people-panel new-entry" onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
      <h2 id={`${id}-legend`}>{legend}</h2>
      <div className="new-entry__fields">
        <div>
          <label className="form-field__label" htmlFor={`${id}-id`}>
            {t.id}
          </label>
          <input
            id={`${id}-id`}
            className="input"
            value={entryId}
            aria-invalid={errors.id ? true : undefined}
            aria-describedby={`${id}-id-hint${errors.id ? ` ${id}-id-error` : ''}`}
            onChange={(event) => setEntryId(event.target.value)}
          />
          <p id={`${id}-id-hint`} className="form-field__hint">
            {t.idHint}
          </p>
          {errors.id ? (
            <p id={`${id}-id-error`} className="form-field__error" role="alert">
              {errors.id}
            </p>
          ) : null}
        </div>
        <div>
          <label className="form-field__label" htmlFor={`${id}-title`}>
            {t.moduleTitle}
          </label>
          <input
            id={`${id}-title`}
            className="input"
            value={title}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${id}-title-error` : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
          {errors.title ? (
            <p id={`${id}-title-error`} className="form-field__error" role="alert">
              {errors.title}
            </p>
          ) : null}
        </div>
        {withKind ? (
          <div>
            <label className="form-field__label" htmlFor={`${id}-kind`}>
              {t.kind}
            </label>
            <select id={`${id}-kind`} className="input" value={kind} onChange={(event) => setKind(event.target.value as ItemKind)}>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t.kinds[k]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <button type="submit" className="button button--primary">
        {t.create}
      </button>
    </form>
  );
}
