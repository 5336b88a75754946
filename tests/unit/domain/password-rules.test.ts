import { describe, expect, it } from 'vitest';
import { passwordRules, validatePassword } from '../../../domain/password-rules';

describe('passwordRules', () => {
  it('forces the minimum to at least 4', () => {
    expect(passwordRules({})).toEqual({ min: 4 });
    expect(passwordRules({ passwordValidation: { rules: { min: { value: 2 } } } })).toEqual({ min: 4 });
    expect(passwordRules({ passwordValidation: { rules: { min: { value: 0 } } } })).toEqual({ min: 4 });
  });
  it('keeps a larger minimum and an optional maximum (acme: 8..64)', () => {
    expect(
      passwordRules({ passwordValidation: { rules: { min: { value: 8 }, max: { value: 64 } } } }),
    ).toEqual({ min: 8, max: 64 });
    expect(passwordRules({ passwordValidation: { rules: { max: { value: 12 } } } })).toEqual({
      min: 4,
      max: 12,
    });
  });
  it('never lets the maximum fall below the minimum', () => {
    expect(
      passwordRules({ passwordValidation: { rules: { min: { value: 8 }, max: { value: 6 } } } }),
    ).toEqual({ min: 8, max: 8 });
  });
});

describe('validatePassword', () => {
  const rules = { min: 4, max: 10 };
  it('blank (or only spaces) -> required', () => {
    expect(validatePassword('', rules)).toBe('Este campo é obrigatório!');
    expect(validatePassword('   ', rules)).toBe('Este campo é obrigatório!');
  });
  it('below the minimum -> the minimum-length message with n', () => {
    expect(validatePassword('abc', rules)).toBe('Este campo precisa ter no mínimo 4 dígitos!');
    expect(validatePassword('Portal@', { min: 8 })).toBe('Este campo precisa ter no mínimo 8 dígitos!');
  });
  it('above the maximum -> the maximum-length message', () => {
    expect(validatePassword('12345678901', rules)).toBe('Este campo precisa ter no máximo 10 dígitos!');
  });
  it('at the edges it passes', () => {
    expect(validatePassword('abcd', rules)).toBeNull();
    expect(validatePassword('1234567890', rules)).toBeNull();
    expect(validatePassword('Portal@2026', { min: 8 })).toBeNull();
  });
});
