import type { Ref } from 'react';
import { applyMask } from '../../domain/masks';
import { entityUiMessages } from '../../domain/messages/entities';
import { TextField } from '../account/text-field';

type Props = { value: string; error: string | null; onValue(value: string): void; autoFocus?: boolean; ref?: Ref<HTMLInputElement> };

/** CPF or CNPJ typed with its mask (SPEC §5 masks); letters are accepted for the alphanumeric CNPJ. */
export function DocumentField({ value, error, onValue, autoFocus, ref }: Props) {
  return (
    <TextField
      label={entityUiMessages.registration.document}
      hint={entityUiMessages.registration.documentHint}
      value={value}
      error={error}
      autoFocus={autoFocus}
      ref={ref}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={18}
      onValue={(typed) => onValue(applyMask('cpfCnpj', typed))}
    />
  );
}
