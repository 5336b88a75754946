import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldHelp, fieldAria, fieldIds } from './field-frame';
import './inputs.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'checked' | 'type'> & {
  label: ReactNode;
  checked: boolean;
  error?: string | null;
  hint?: ReactNode;
  announce?: boolean;
  onValue(checked: boolean): void;
};

/** A checkbox with its label beside it, then its hint and error. */
export function CheckboxInput({ label, checked, error, hint, announce, onValue, id, ...input }: Props) {
  const generated = useId();
  const ids = fieldIds(id ?? generated);
  return (
    <div className="form-field">
      <label className="form-field__option" htmlFor={ids.id}>
        <input {...input} type="checkbox" id={ids.id} checked={checked} onChange={(event) => onValue(event.target.checked)} {...fieldAria(ids, hint, error)} />
        {label}
        {input.required ? <span className="form-field__required" aria-hidden="true"> *</span> : null}
      </label>
      <FieldHelp ids={ids} hint={hint} error={error} announce={announce} />
    </div>
  );
}
