import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { applyMask, unmask, type MaskKind } from '../../domain/masks';
import { TextInput, type TextInputProps } from './text-input';

export type MaskedInputProps = Omit<TextInputProps, 'ref'> & { kind: MaskKind };

const SIGNIFICANT = /[0-9A-Za-z]/;
const countSignificant = (text: string) => [...text].filter((char) => SIGNIFICANT.test(char)).length;

/** What the field stores: the typed characters that the mask kept, without the mask. */
export function maskedValue(kind: MaskKind, typed: string): string {
  const masked = applyMask(kind, typed);
  return kind === 'cnpj' || kind === 'cpfCnpj' ? masked.replace(/[^0-9A-Z]/g, '') : masked.replace(/\D/g, '');
}

/** Where the caret goes in `masked` so that `significant` typed characters stay before it. */
function caretAfter(masked: string, significant: number): number {
  if (significant === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i += 1) {
    if (SIGNIFICANT.test(masked[i] as string)) seen += 1;
    if (seen === significant) return i + 1;
  }
  return masked.length;
}

/**
 * A text input masked while typing (SPEC §5: CPF, CNPJ also alphanumeric, CEP, phone 8 to 11 digits). `value`
 * and `onValue` carry the value without the mask; on blur a 13-digit CNPJ is padded to 14 (SPEC §5).
 */
export function MaskedInput({ kind, value, onValue, onBlur, ...props }: MaskedInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const masked = applyMask(kind, value ?? '');

  // The mask inserts characters: keep the caret after the same typed characters when editing mid-text.
  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    const position = caretAfter(masked, caret.current);
    caret.current = null;
    input.setSelectionRange(position, position);
  }, [masked]);

  const change = (typed: string) => {
    const selectionStart = ref.current?.selectionStart ?? null;
    caret.current = selectionStart !== null && selectionStart < typed.length ? countSignificant(typed.slice(0, selectionStart)) : null;
    onValue(maskedValue(kind, typed));
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const normalized = masked === '' ? '' : unmask(kind, masked);
    if (normalized !== value) onValue(normalized);
    onBlur?.(event);
  };
  const alphanumeric = kind === 'cnpj' || kind === 'cpfCnpj';
  return (
    <TextInput
      inputMode={alphanumeric ? 'text' : 'numeric'}
      autoCapitalize={alphanumeric ? 'characters' : undefined}
      spellCheck={false}
      {...props}
      ref={ref}
      value={masked}
      onValue={change}
      onBlur={blur}
    />
  );
}
