import { shellMessages } from './messages/shell';

/** SPEC §5/§9 phone masks by digit count: 8 and 9 without area code, 10 and 11 with it. */
export const PHONE_MASKS = {
  8: '9999-9999',
  9: '99999-9999',
  10: '(99) 9999-9999',
  11: '(99) 99999-9999',
} as const;

export type PhoneLength = keyof typeof PHONE_MASKS;

export const phoneDigits = (value: string) => value.replace(/\D/g, '');

/** The mask for a number of digits: the shortest mask that still holds them (partial typing included). */
export function phoneMask(digitCount: number): string {
  if (digitCount <= 8) return PHONE_MASKS[8];
  if (digitCount >= 11) return PHONE_MASKS[11];
  return PHONE_MASKS[digitCount as PhoneLength];
}

/** Applies the phone mask to what was typed so far (at most 11 digits): '11987654321' -> '(11) 98765-4321'. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value).slice(0, 11);
  const mask = phoneMask(digits.length);
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === '9') out += digits[next++];
    else out += char;
  }
  return out;
}

/** A phone is valid with 8 to 11 digits and nothing but digits, spaces and mask characters. */
export function isValidPhone(value: string): boolean {
  if (!/^[\d\s()+-]*$/.test(value)) return false;
  const length = phoneDigits(value).length;
  return length >= 8 && length <= 11;
}

/** The pt-BR message for a phone field, or null when it passes (blank passes unless required). */
export function validatePhone(value: string | undefined, required = false): string | null {
  const text = (value ?? '').trim();
  if (text === '') return required ? shellMessages.validation.required : null;
  return isValidPhone(text) ? null : shellMessages.validation.phone;
}
