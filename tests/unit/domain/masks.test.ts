import { describe, expect, it } from 'vitest';
import { applyMask, fillMask, isValidCep, unmask } from '../../../domain/masks';

describe('masks applied while typing (SPEC §5)', () => {
  it('CPF 000.000.000-00, progressively', () => {
    const typed = '52998224725';
    const steps = [...typed].map((_, i) => applyMask('cpf', typed.slice(0, i + 1)));
    expect(steps).toEqual([
      '5',
      '52',
      '529',
      '529.9',
      '529.98',
      '529.982',
      '529.982.2',
      '529.982.24',
      '529.982.247',
      '529.982.247-2',
      '529.982.247-25',
    ]);
    expect(applyMask('cpf', '529.982.247-2599')).toBe('529.982.247-25');
    expect(applyMask('cpf', '52a9')).toBe('529');
  });

  it('CNPJ 00.000.000/0000-00, numeric and alphanumeric', () => {
    expect(applyMask('cnpj', '11222333000181')).toBe('11.222.333/0001-81');
    expect(applyMask('cnpj', '112223')).toBe('11.222.3');
    expect(applyMask('cnpj', '12abc34501de35')).toBe('12.ABC.345/01DE-35');
    // The check digits are numeric: a letter typed there is dropped.
    expect(applyMask('cnpj', '12ABC34501DEX35')).toBe('12.ABC.345/01DE-35');
  });

  it('CPF or CNPJ: the CPF mask up to 11 digits, the CNPJ mask beyond or with a letter', () => {
    expect(applyMask('cpfCnpj', '52998224725')).toBe('529.982.247-25');
    expect(applyMask('cpfCnpj', '112223330001')).toBe('11.222.333/0001');
    expect(applyMask('cpfCnpj', '12A')).toBe('12.A');
  });

  it('CEP 00000-000 and phone (domain/phone.ts)', () => {
    expect(applyMask('cep', '88010')).toBe('88010');
    expect(applyMask('cep', '880104')).toBe('88010-4');
    expect(applyMask('cep', '01310-100')).toBe('01310-100');
    expect(applyMask('phone', '11987654321')).toBe('(11) 98765-4321');
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('0131010')).toBe(false);
  });

  it('unmask gives the stored value', () => {
    expect(unmask('cpf', '529.982.247-25')).toBe('52998224725');
    expect(unmask('cnpj', '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(unmask('cpfCnpj', '0.000.000/0001-91')).toBe('00000000000191');
    expect(unmask('cpfCnpj', '529.982.247-25')).toBe('52998224725');
    expect(unmask('phone', '(11) 98765-4321')).toBe('11987654321');
  });

  it('fillMask writes a literal only when a character follows it', () => {
    expect(fillMask('00-00', '12')).toBe('12');
    expect(fillMask('00-00', '123')).toBe('12-3');
    expect(fillMask('00-00', '')).toBe('');
  });
});
