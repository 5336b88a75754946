import { useState, type ReactNode } from 'react';
import { entityUiMessages } from '../../domain/messages/entities';
import type { ApprovalForm as ApprovalRequest } from '../../machines/entity/types';
import { TextField } from '../account/text-field';
import { CheckboxInput } from '../inputs/checkbox-input';
import './entities.css';

type Props = { error: string | null; busy: boolean; onSubmit(form: ApprovalRequest): void; extra?: ReactNode };

const ui = entityUiMessages;

/** SPEC §3 "Entity approval request": description, tag1, tag2, options (a comma list) and the term. */
export function ApprovalForm({ error, busy, onSubmit, extra }: Props) {
  const [form, setForm] = useState({ description: '', tag1: '', tag2: '', options: '', term: false });
  const set = (key: 'description' | 'tag1' | 'tag2' | 'options') => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  return (
    <form
      className="entity-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const options = form.options.split(',').map((o) => o.trim()).filter(Boolean);
        onSubmit({
          description: form.description,
          ...(form.tag1.trim() ? { tag1: form.tag1.trim() } : {}),
          ...(form.tag2.trim() ? { tag2: form.tag2.trim() } : {}),
          ...(options.length ? { options } : {}),
          term: form.term,
        });
      }}
    >
      <p>{ui.registration.approvalLead}</p>
      <TextField label={ui.entityForm.description} value={form.description} error={error} autoFocus onValue={set('description')} />
      <div className="entity-form__row">
        <TextField label={ui.entityForm.tag1} value={form.tag1} onValue={set('tag1')} />
        <TextField label={ui.entityForm.tag2} value={form.tag2} onValue={set('tag2')} />
      </div>
      <TextField label={ui.registration.options} value={form.options} onValue={set('options')} />
      <CheckboxInput label={ui.registration.term} checked={form.term} onValue={(term) => setForm((f) => ({ ...f, term }))} />
      <div className="entity-form__actions">
        {extra}
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {ui.registration.requestApproval}
        </button>
      </div>
    </form>
  );
}
