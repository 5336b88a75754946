import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldAria, fieldIds } from './field-frame';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  error?: string | null;
  hint?: ReactNode;
  announce?: boolean;
  onValue(value: string): void;
};

/** A labelled multi-line text. */
export function TextareaInput({ label, value, error, hint, announce, onValue, id, ...textarea }: Props) {
  const generated = useId();
  const ids = fieldIds(id ?? generated);
  return (
    <FieldFrame ids={ids} label={label} required={textarea.required} hint={hint} error={error} announce={announce}>
      <textarea
        rows={4}
        {...textarea}
        id={ids.id}
        className="input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...fieldAria(ids, hint, error)}
      />
    </FieldFrame>
  );
}
