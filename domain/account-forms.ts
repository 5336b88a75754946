import { accountMessages } from './messages/accounts';
import { shellMessages } from './messages/shell';
import { PASSWORD_MIN, validatePassword, type PasswordRules } from './password-rules';
import { validatePhone } from './phone';

/** Field name -> pt-BR message of the first broken rule; {} when the form passes. */
export type FieldErrors = Record<string, string>;

export type RegistrationForm = { nick: string; password: string; confirmPassword?: string; phone?: string };
export type PasswordForm = { oldPassword?: string; password: string; confirmation: string };
export type ProfileForm = { nick: string; phone?: string };

export const hasFieldErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** SPEC §5: tenant rules with the minimum forced to at least 4 (and a maximum never below it). */
export function effectivePasswordRules(rules: PasswordRules): PasswordRules {
  const min = Math.max(PASSWORD_MIN, rules.min);
  return rules.max === undefined ? { min } : { min, max: Math.max(rules.max, min) };
}

const blank = (value: string | undefined) => (value ?? '').trim() === '';

function collect(checks: Array<[field: string, message: string | null]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of checks) if (message !== null) errors[field] = message;
  return errors;
}

/** A confirmation must be filled and equal to the password. */
function confirmationError(password: string, confirmation: string | undefined): string | null {
  if (blank(confirmation)) return shellMessages.validation.required;
  return confirmation === password ? null : accountMessages.account.passwordMismatch;
}

/** /register: nick required, password by the tenant rules, optional confirmation and phone. */
export function validateRegistration(form: RegistrationForm, rules: PasswordRules): FieldErrors {
  return collect([
    ['nick', blank(form.nick) ? shellMessages.validation.required : null],
    ['password', validatePassword(form.password, effectivePasswordRules(rules))],
    [
      'confirmPassword',
      form.confirmPassword === undefined ? null : confirmationError(form.password, form.confirmPassword),
    ],
    ['phone', validatePhone(form.phone)],
  ]);
}

/** The new password by the tenant rules; when changing, it must also differ from the current one as typed. */
function newPasswordError(form: PasswordForm, rules: PasswordRules, askOld: boolean): string | null {
  const broken = validatePassword(form.password, effectivePasswordRules(rules));
  if (broken !== null) return broken;
  return askOld && !blank(form.oldPassword) && form.password === form.oldPassword
    ? accountMessages.alerts.samePassword
    : null;
}

/** /changePassword and the password modal; the current password is asked only when changing (logged in). */
export function validatePasswordForm(form: PasswordForm, rules: PasswordRules, askOld: boolean): FieldErrors {
  return collect([
    ['oldPassword', askOld && blank(form.oldPassword) ? shellMessages.validation.required : null],
    ['password', newPasswordError(form, rules, askOld)],
    ['confirmation', confirmationError(form.password, form.confirmation)],
  ]);
}

/** Profile modal: nick required, phone optional but masked-valid (8 to 11 digits). */
export function validateProfile(form: ProfileForm): FieldErrors {
  return collect([
    ['nick', blank(form.nick) ? shellMessages.validation.required : null],
    ['phone', validatePhone(form.phone)],
  ]);
}

/** Feedback: an integer score from 0 to 10. */
export const isFeedbackScore = (score: unknown): score is number =>
  typeof score === 'number' && Number.isInteger(score) && score >= 0 && score <= 10;
