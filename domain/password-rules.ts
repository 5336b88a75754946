import type { CompanyConfig } from '../schemas/company';
import { shellMessages } from './messages/shell';

export type PasswordRules = { min: number; max?: number };

/** SPEC §5/§9: the password minimum is never below 4. */
export const PASSWORD_MIN = 4;

/** Password rules from the company config: minimum forced to at least 4, maximum optional (never below min). */
export function passwordRules(company: Pick<CompanyConfig, 'passwordValidation'>): PasswordRules {
  const rules = company.passwordValidation?.rules;
  const min = Math.max(PASSWORD_MIN, rules?.min?.value ?? PASSWORD_MIN);
  const max = rules?.max?.value;
  return max === undefined ? { min } : { min, max: Math.max(max, min) };
}

/** The pt-BR message for the first broken rule, or null when the password passes. */
export function validatePassword(password: string, rules: PasswordRules): string | null {
  if (password.trim() === '') return shellMessages.validation.required;
  if (password.length < rules.min) return shellMessages.validation.minLength(rules.min);
  if (rules.max !== undefined && password.length > rules.max) return shellMessages.validation.maxLength(rules.max);
  return null;
}
