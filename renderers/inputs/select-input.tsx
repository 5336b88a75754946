import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { ChoiceOption } from './choice-option';
import { FieldFrame, fieldAria, fieldIds } from './field-frame';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  options: readonly ChoiceOption[];
  /** Text of the empty first option (value ''); omit it to have no empty choice. */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  announce?: boolean;
  onValue(value: string): void;
};

/** A labelled native <select>. */
export function SelectInput({ label, value, options, placeholder, error, hint, announce, onValue, id, ...select }: Props) {
  const generated = useId();
  const ids = fieldIds(id ?? generated);
  return (
    <FieldFrame ids={ids} label={label} required={select.required} hint={hint} error={error} announce={announce}>
      <select {...select} id={ids.id} className="input" value={value} onChange={(event) => onValue(event.target.value)} {...fieldAria(ids, hint, error)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
