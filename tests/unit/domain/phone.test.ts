import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, phoneMask, PHONE_MASKS, validatePhone } from '../../../domain/phone';

describe('phone masks (SPEC §5: 8, 9, 10 and 11 digits)', () => {
  it('formats each length with its mask', () => {
    expect(formatPhone('34567890')).toBe('3456-7890');
    expect(formatPhone('987654321')).toBe('98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('formats partial input and drops extra digits and other characters', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('345')).toBe('345');
    expect(formatPhone('34567')).toBe('3456-7');
    expect(formatPhone('(11) 98765-43210')).toBe('(11) 98765-4321');
    expect(formatPhone('11a98765b4321')).toBe('(11) 98765-4321');
  });

  it('picks the mask by digit count', () => {
    expect(phoneMask(3)).toBe(PHONE_MASKS[8]);
    expect(phoneMask(9)).toBe(PHONE_MASKS[9]);
    expect(phoneMask(10)).toBe(PHONE_MASKS[10]);
    expect(phoneMask(14)).toBe(PHONE_MASKS[11]);
  });

  it('accepts 8 to 11 digits with mask characters only', () => {
    expect(isValidPhone('3456-7890')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('1234567')).toBe(false);
    expect(isValidPhone('119876543210')).toBe(false);
    expect(isValidPhone('11 9876x4321')).toBe(false);
  });

  it('gives the pt-BR messages; blank passes unless required', () => {
    expect(validatePhone(undefined)).toBeNull();
    expect(validatePhone('  ')).toBeNull();
    expect(validatePhone('', true)).toBe('Este campo é obrigatório!');
    expect(validatePhone('123')).toBe('Informe um telefone válido.');
    expect(validatePhone('(11) 3456-7890')).toBeNull();
  });
});
