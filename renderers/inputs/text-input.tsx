import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldFrame, fieldAria, fieldIds } from './field-frame';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  error?: string | null;
  hint?: ReactNode;
  /** false when a form summary announces the errors (no role alert per field). */
  announce?: boolean;
  onValue(value: string): void;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled single-line input with its hint and error; the base of every text-like input. */
export function TextInput({ label, value, error, hint, announce, onValue, id, className, ref, ...input }: TextInputProps) {
  const generated = useId();
  const ids = fieldIds(id ?? generated);
  return (
    <FieldFrame ids={ids} label={label} required={input.required} hint={hint} error={error} announce={announce}>
      <input
        type="text"
        {...input}
        ref={ref}
        id={ids.id}
        className={className ? `input ${className}` : 'input'}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...fieldAria(ids, hint, error)}
      />
    </FieldFrame>
  );
}
