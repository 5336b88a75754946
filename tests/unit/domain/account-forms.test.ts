import { describe, expect, it } from 'vitest';
import {
  effectivePasswordRules,
  hasFieldErrors,
  isFeedbackScore,
  validatePasswordForm,
  validateProfile,
  validateRegistration,
} from '../../../domain/account-forms';

const REQUIRED = 'Este campo é obrigatório!';

describe('account forms (SPEC §5)', () => {
  it('forces the tenant minimum to at least 4 and keeps max >= min', () => {
    expect(effectivePasswordRules({ min: 0 })).toEqual({ min: 4 });
    expect(effectivePasswordRules({ min: 6, max: 5 })).toEqual({ min: 6, max: 6 });
  });

  it('registration: nick, password rules, confirmation and phone', () => {
    expect(validateRegistration({ nick: ' ', password: '' }, { min: 4 })).toEqual({
      nick: REQUIRED,
      password: REQUIRED,
    });
    expect(validateRegistration({ nick: 'Ana', password: 'abc' }, { min: 2 })).toEqual({
      password: 'Este campo precisa ter no mínimo 4 dígitos!',
    });
    expect(
      validateRegistration(
        { nick: 'Ana', password: 'abcd', confirmPassword: 'abce', phone: '12' },
        { min: 4 },
      ),
    ).toEqual({ confirmPassword: 'As senhas não conferem.', phone: 'Informe um telefone válido.' });
    expect(
      hasFieldErrors(validateRegistration({ nick: 'Ana', password: 'abcd', phone: '3456-7890' }, { min: 4 })),
    ).toBe(false);
  });

  it('password form asks the current password only when changing', () => {
    const form = { password: 'abcdef', confirmation: 'abcdef' };
    expect(validatePasswordForm(form, { min: 4 }, false)).toEqual({});
    expect(validatePasswordForm(form, { min: 4 }, true)).toEqual({ oldPassword: REQUIRED });
    expect(validatePasswordForm({ password: 'abcdef', confirmation: '' }, { min: 4 }, false)).toEqual({
      confirmation: REQUIRED,
    });
    expect(
      validatePasswordForm({ password: 'abcdefghi', confirmation: 'abcdefghi' }, { min: 4, max: 8 }, false),
    ).toEqual({
      password: 'Este campo precisa ter no máximo 8 dígitos!',
    });
  });

  it('password form refuses the current password typed again as the new one, on the new password field', () => {
    const same = { oldPassword: 'Portal@2026', password: 'Portal@2026', confirmation: 'Portal@2026' };
    expect(validatePasswordForm(same, { min: 4 }, true)).toEqual({ password: 'A nova senha deve ser diferente da atual.' });
    // Compared as typed (a password may differ by a space); a reset link has no current password to compare.
    expect(validatePasswordForm({ ...same, password: 'Portal@2026 ', confirmation: 'Portal@2026 ' }, { min: 4 }, true)).toEqual({});
    expect(validatePasswordForm(same, { min: 4 }, false)).toEqual({});
    // A rule the new password breaks comes first.
    expect(validatePasswordForm({ oldPassword: 'abc', password: 'abc', confirmation: 'abc' }, { min: 4 }, true)).toEqual({
      password: 'Este campo precisa ter no mínimo 4 dígitos!',
    });
  });

  it('profile: nick required, phone optional', () => {
    expect(validateProfile({ nick: '' })).toEqual({ nick: REQUIRED });
    expect(validateProfile({ nick: 'Ana', phone: '' })).toEqual({});
    expect(validateProfile({ nick: 'Ana', phone: '123' })).toEqual({ phone: 'Informe um telefone válido.' });
  });

  it('feedback score is an integer from 0 to 10', () => {
    expect([0, 10].every(isFeedbackScore)).toBe(true);
    expect([-1, 11, 5.5, '7', null].some(isFeedbackScore)).toBe(false);
  });
});
