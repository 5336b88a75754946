import { useState, type ReactNode } from 'react';
import { entityUiMessages } from '../../domain/messages/entities';
import { shellMessages } from '../../domain/messages/shell';
import type { Entity } from '../../schemas/entity';
import { TextField } from '../account/text-field';
import { parseDynamicFields } from './dynamic-fields';
import { formatEntityCode } from './entity-label';
import './entities.css';

export type EntityChanges = Pick<Entity, 'description' | 'tag1' | 'tag2' | 'externalId' | 'dynamicFields'>;

type Props = { entity: Entity; busy: boolean; onSave(changes: EntityChanges): void; extra?: ReactNode };

const ui = entityUiMessages.entityForm;
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** SPEC §3 "Entity": edits description, tag1, tag2, externalId and dynamicFields (code and id stay). */
export function EntityEditForm({ entity, busy, onSave, extra }: Props) {
  const [form, setForm] = useState({
    description: entity.description,
    tag1: entity.tag1 ?? '',
    tag2: entity.tag2 ?? '',
    externalId: entity.externalId ?? '',
    dynamicFields: Object.keys(entity.dynamicFields).length ? JSON.stringify(entity.dynamicFields) : '',
  });
  const [errors, setErrors] = useState<{ description?: string; dynamicFields?: string }>({});
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  return (
    <form
      className="entity-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const dynamicFields = parseDynamicFields(form.dynamicFields);
        const next = {
          description: form.description.trim() ? undefined : shellMessages.validation.required,
          dynamicFields: dynamicFields ? undefined : ui.invalidJson,
        };
        setErrors(next);
        if (next.description || next.dynamicFields || !dynamicFields) return;
        onSave({ description: form.description.trim(), tag1: orNull(form.tag1), tag2: orNull(form.tag2), externalId: orNull(form.externalId), dynamicFields });
      }}
    >
      <TextField label={ui.code} value={formatEntityCode(entity.code)} readOnly onValue={() => undefined} />
      <TextField label={ui.description} value={form.description} error={errors.description} autoFocus onValue={set('description')} />
      <div className="entity-form__row">
        <TextField label={ui.tag1} value={form.tag1} onValue={set('tag1')} />
        <TextField label={ui.tag2} value={form.tag2} onValue={set('tag2')} />
      </div>
      <TextField label={ui.externalId} value={form.externalId} onValue={set('externalId')} />
      <TextField label={ui.dynamicFields} value={form.dynamicFields} error={errors.dynamicFields} onValue={set('dynamicFields')} />
      <div className="entity-form__actions">
        {extra}
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {entityUiMessages.common.save}
        </button>
      </div>
    </form>
  );
}
