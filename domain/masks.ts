// SPEC §5 input masks, applied progressively while the user types: CPF, CNPJ (also alphanumeric), CEP, phone.
import { normalizeCnpj } from './cpf-cnpj';
import { formatPhone } from './phone';

export type MaskKind = 'cpf' | 'cnpj' | 'cpfCnpj' | 'cep' | 'phone';

/** Mask patterns: '0' takes a digit, 'A' a digit or letter A-Z; anything else is a literal. */
export const MASKS = {
  cpf: '000.000.000-00',
  cnpj: 'AA.AAA.AAA/AAAA-00',
  cep: '00000-000',
} as const;

const fits = (token: string, char: string) => (token === '0' ? /\d/.test(char) : /[0-9A-Z]/.test(char));

/**
 * Places the typed characters into `pattern` left to right. A literal is written only when another character
 * follows it (so '123' gives '123', '1234' gives '123.4'); characters that fit no slot are dropped.
 */
export function fillMask(pattern: string, raw: string): string {
  const chars = [...raw.toUpperCase().replace(/[^0-9A-Z]/g, '')];
  let out = '';
  let pendingLiterals = '';
  for (const token of pattern) {
    if (token !== '0' && token !== 'A') {
      pendingLiterals += token;
      continue;
    }
    let char = chars.shift();
    while (char !== undefined && !fits(token, char)) char = chars.shift();
    if (char === undefined) break;
    out += pendingLiterals + char;
    pendingLiterals = '';
  }
  return out;
}

/** CPF while the value can still be one (up to 11 digits), CNPJ once it has more characters or a letter. */
const isCpfShaped = (raw: string) => /^\d{0,11}$/.test(raw.toUpperCase().replace(/[^0-9A-Z]/g, ''));

/** The masked text for what was typed so far: applyMask('cpf', '5299822') -> '529.982.2'. */
export function applyMask(kind: MaskKind, raw: string): string {
  switch (kind) {
    case 'cpf':
      return fillMask(MASKS.cpf, raw.replace(/\D/g, ''));
    case 'cnpj':
      return fillMask(MASKS.cnpj, raw);
    case 'cpfCnpj':
      return isCpfShaped(raw) ? fillMask(MASKS.cpf, raw) : fillMask(MASKS.cnpj, raw);
    case 'cep':
      return fillMask(MASKS.cep, raw.replace(/\D/g, ''));
    case 'phone':
      return formatPhone(raw);
  }
}

/** The value without its mask, as stored and sent (CNPJ upper-cased, a 13-digit one padded). */
export function unmask(kind: MaskKind, value: string): string {
  if (kind === 'cnpj' || kind === 'cpfCnpj') {
    const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
    return kind === 'cpfCnpj' && isCpfShaped(chars) ? chars : normalizeCnpj(chars);
  }
  return value.replace(/\D/g, '');
}

/** A complete CEP: 8 digits, masked or not. */
export const isValidCep = (value: string) => /^\d{5}-?\d{3}$/.test(value.trim());
