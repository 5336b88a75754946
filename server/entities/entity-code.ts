import { isValidCpfOrCnpj } from '../../domain/cpf-cnpj';
import { DomainError } from '../../domain/domain-error';

/**
 * An entity code as stored: masks (. / - spaces) dropped, letters upper-cased (alphanumeric CNPJ), and a
 * 13-digit CNPJ left-padded to 14 (SPEC §5).
 */
export function normalizeEntityCode(raw: string): string {
  const code = raw.trim().toUpperCase().replace(/[.\-/\s]/g, '');
  return /^\d{13}$/.test(code) ? `0${code}` : code;
}

/** A CPF or CNPJ a user asks to add: check digits per domain/cpf-cnpj.ts, else 400 #INVALID_ENTITY_CODE. */
export function validEntityCode(raw: string): string {
  const code = normalizeEntityCode(raw);
  if (!/^[0-9A-Z]{11,14}$/.test(code) || !isValidCpfOrCnpj(code)) throw new DomainError('#INVALID_ENTITY_CODE');
  return code;
}
