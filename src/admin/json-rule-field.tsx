import { useId, useState } from 'react';
import { parseJsonField } from '../../domain/module-editing';
import { adminContentMessages } from '../../domain/messages/admin-content';

const t = adminContentMessages.modules;

/** visibleWhen as JSON text: a blank field removes the rule; text that does not parse stays out of the draft. */
export function JsonRuleField({ value, onChange }: { value: unknown; onChange(next: Record<string, unknown> | undefined): void }) {
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : JSON.stringify(value, null, 2));
  const [error, setError] = useState<string | null>(null);
  const change = (next: string) => {
    setText(next);
    const parsed = parseJsonField(next);
    if (!parsed.ok) return setError(t.jsonInvalid(parsed.detail));
    if (parsed.value !== undefined && (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value))) return setError(t.jsonObject);
    setError(null);
    onChange(parsed.value as Record<string, unknown> | undefined);
  };
  return (
    <div>
      <label className="form-field__label" htmlFor={id}>
        {t.visibleWhen}
      </label>
      <textarea
        id={id}
        className="input html-field__source"
        rows={4}
        value={text}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => change(event.target.value)}
      />
      <p id={`${id}-hint`} className="form-field__hint">
        {t.visibleWhenHint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
