// CPF / CNPJ rules of SPEC §5: 11 and 14 characters with check digits; repeated-digit CPF invalid; 13-digit CNPJ
// padded. CNPJ also in the alphanumeric form in force since July 2026 (Receita Federal, IN RFB 2.229/2024):
// 12 characters [0-9A-Z] then 2 numeric check digits; a character's value is its ASCII code minus 48.
import { entityMessages } from './messages/entities';
import { shellMessages } from './messages/shell';

const digitsOf = (value: string) => value.replace(/\D/g, '');
/** Upper-cased, mask characters and spaces dropped: what a document field holds once the mask is removed. */
const charactersOf = (value: string) => value.toUpperCase().replace(/[^0-9A-Z]/g, '');

const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Mod-11 check digit over `chars` with the given weights (0 when the remainder is below 2). */
function checkDigit(chars: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * (chars.charCodeAt(i) - 48), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const cpf = digitsOf(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const first = checkDigit(cpf, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(cpf, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return Number(cpf[9]) === first && Number(cpf[10]) === second;
}

/**
 * SPEC §5: a 13-digit CNPJ (leading zero lost, e.g. in a spreadsheet) is left-padded to 14. Letters are kept
 * (upper-cased) for the alphanumeric CNPJ; mask characters are dropped.
 */
export function normalizeCnpj(value: string): string {
  const cnpj = charactersOf(value);
  return /^\d{13}$/.test(cnpj) ? `0${cnpj}` : cnpj;
}

/** The two check digits of a 12-character CNPJ base (numeric or alphanumeric): '12ABC34501DE' -> '35'. */
export function cnpjCheckDigits(base: string): string {
  const first = checkDigit(base, CNPJ_FIRST_WEIGHTS);
  const second = checkDigit(`${base}${first}`, CNPJ_SECOND_WEIGHTS);
  return `${first}${second}`;
}

/** Numeric (00.000.000/0001-91) or alphanumeric (12.ABC.345/01DE-35) CNPJ with valid check digits. */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}

/** True for a CNPJ that carries at least one letter (the 2026 alphanumeric form). */
export const isAlphanumericCnpj = (value: string) => isValidCnpj(value) && /[A-Z]/.test(normalizeCnpj(value));

export type DocumentKind = 'cpf' | 'cnpj';

/** The kind of a valid document, or null: 11 digits is a CPF, 13/14 characters a CNPJ. */
export function documentKind(value: string): DocumentKind | null {
  if (/^\d{11}$/.test(charactersOf(value))) return isValidCpf(value) ? 'cpf' : null;
  return isValidCnpj(value) ? 'cnpj' : null;
}

/** The stored form of a document: no mask, upper-case, a 13-digit CNPJ padded to 14 ('529.982.247-25' -> '52998224725'). */
export function normalizeDocument(value: string): string {
  const chars = charactersOf(value);
  return chars.length === 11 && /^\d+$/.test(chars) ? chars : normalizeCnpj(chars);
}

/** CPF when it has 11 digits, CNPJ otherwise (13 or 14 characters, numeric or alphanumeric). */
export function isValidCpfOrCnpj(value: string): boolean {
  return documentKind(value) !== null;
}

/** The pt-BR message for a CPF/CNPJ field, or null when it is a valid document. */
export function validateDocument(value: string): string | null {
  if (value.trim() === '') return shellMessages.validation.required;
  return documentKind(value) ? null : entityMessages.entities.invalidDocument;
}
