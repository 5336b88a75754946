import { useId, type ReactNode } from 'react';
import type { ChoiceOption } from './choice-option';
import { FieldHelp, fieldAria, fieldIds } from './field-frame';
import './inputs.css';

type Props = {
  label: ReactNode;
  value: string;
  options: readonly ChoiceOption[];
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
  hint?: ReactNode;
  announce?: boolean;
  onValue(value: string): void;
  onBlur?(): void;
};

/** Radio buttons in a fieldset whose legend is the label; the group carries the invalid state and the error. */
export function RadioGroup({ label, value, options, name, id, required, disabled, error, hint, announce, onValue, onBlur }: Props) {
  const generated = useId();
  const ids = fieldIds(id ?? generated);
  return (
    <div className="form-field">
      <fieldset className="form-field__group" role="radiogroup" aria-required={required || undefined} {...fieldAria(ids, hint, error)}>
        <legend className="form-field__legend">
          {label}
          {required ? <span className="form-field__required" aria-hidden="true"> *</span> : null}
        </legend>
        <div className="form-field__options">
          {options.map((option, index) => (
            <label key={option.value} className="form-field__option">
              <input
                type="radio"
                id={`${ids.id}-${index}`}
                name={name ?? ids.id}
                value={option.value}
                checked={option.value === value}
                disabled={disabled || option.disabled}
                onChange={() => onValue(option.value)}
                onBlur={onBlur}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <FieldHelp ids={ids} hint={hint} error={error} announce={announce} />
    </div>
  );
}
