import { useState, type Ref } from 'react';
import { fileMessages } from '../../domain/messages/files';
import './file-field.css';

const t = fileMessages.picker;

type Props = {
  id: string;
  accept: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The id of a field label elsewhere; without it, the button's own 'Escolher arquivo' names the field. */
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  onChange?(file: File | null): void;
};

/**
 * A file input with a pt-BR face: an 'Escolher arquivo' button and the chosen file's name (or 'Nenhum arquivo
 * escolhido'). The browser's own input says 'Choose File' in an English browser; it stays here, out of sight, as
 * the one control that Tab reaches and screen readers announce (its focus ring is drawn on the button).
 */
export function FileField({ id, accept, inputRef, labelledBy, describedBy, invalid, onChange }: Props) {
  const [name, setName] = useState<string | null>(null);
  return (
    <span className="file-field">
      <input
        id={id}
        ref={inputRef}
        type="file"
        className="file-field__input"
        accept={accept}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          setName(file?.name ?? null);
          onChange?.(file);
        }}
      />
      <label htmlFor={id} className="button button--outline file-field__button">
        {t.choose}
      </label>
      <span className="file-field__name" aria-hidden="true">
        {name ?? t.none}
      </span>
    </span>
  );
}
