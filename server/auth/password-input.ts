import { DomainError } from '../../domain/domain-error';
import { passwordRules, validatePassword } from '../../domain/password-rules';
import type { Tenant } from '../tenancy/tenant-registry';

/** A required text field: blank (or missing) -> 400 #REQUIRED_FIELD 'Este campo é obrigatório!'. */
export function requiredText(value: string | undefined): string {
  if (value === undefined || value.trim() === '') throw new DomainError('#REQUIRED_FIELD');
  return value.trim();
}

/** A new password under the tenant's rules (domain/password-rules.ts): 400 #INVALID_PASSWORD with the pt-BR rule. */
export function checkNewPassword(tenant: Tenant, password: string | undefined): string {
  if (password === undefined || password.trim() === '') throw new DomainError('#REQUIRED_FIELD');
  const problem = validatePassword(password, passwordRules(tenant.document.company));
  if (problem) throw new DomainError('#INVALID_PASSWORD', problem);
  return password;
}

/** A phone (masks allowed): 8 to 11 digits (SPEC §5/§9), kept as digits; blank clears it (null). */
export function optionalPhone(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const digits = value.replace(/\D/g, '');
  if (value.trim() === '') return null;
  if (digits.length < 8 || digits.length > 11) throw new DomainError('#INVALID_PHONE');
  return digits;
}
