import { describe, expect, it } from 'vitest';
import {
  cnpjCheckDigits,
  documentKind,
  isAlphanumericCnpj,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  normalizeCnpj,
  normalizeDocument,
  validateDocument,
} from '../../../domain/cpf-cnpj';
import { entityMessages } from '../../../domain/messages/entities';
import { shellMessages } from '../../../domain/messages/shell';

describe('alphanumeric CNPJ (Receita Federal, in force since July 2026)', () => {
  it("accepts the Receita Federal's published example 12.ABC.345/01DE-35", () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isAlphanumericCnpj('12.ABC.345/01DE-35')).toBe(true);
  });

  it('takes lower-case input as typed and stores it upper-cased', () => {
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it.each([
    '12ABC34501DE34',
    '12ABC34501DE53',
    '12ABD34501DE35',
    '12ABC34501DE3A',
    '12ABC34501D35',
    '12ABC34501DE350',
  ])('refuses %s (wrong check digit, letter in a check digit or wrong length)', (cnpj) =>
    expect(isValidCnpj(cnpj)).toBe(false),
  );

  it('uses the numeric weights: a numeric base gives the classic check digits', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('000000000001')).toBe('91');
    expect(isAlphanumericCnpj('11.222.333/0001-81')).toBe(false);
  });
});

describe('public numeric CNPJ vectors', () => {
  // Banco do Brasil, Petrobras, Itaú Unibanco, Caixa, and the textbook 11.222.333/0001-81.
  it.each([
    '00.000.000/0001-91',
    '33.000.167/0001-01',
    '60.701.190/0001-04',
    '00.360.305/0001-04',
    '11.222.333/0001-81',
  ])('valid %s', (cnpj) => expect(isValidCnpj(cnpj)).toBe(true));
  it('repeated digits are invalid even where the check digits would match', () => {
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('99.999.999/9999-99')).toBe(false);
  });
});

describe('documents (CPF or CNPJ)', () => {
  it.each([
    ['529.982.247-25', 'cpf', '52998224725'],
    ['123.456.789-09', 'cpf', '12345678909'],
    ['11.222.333/0001-81', 'cnpj', '11222333000181'],
    ['0000000000191', 'cnpj', '00000000000191'],
    ['12.ABC.345/01DE-35', 'cnpj', '12ABC34501DE35'],
  ])('%s is a %s stored as %s', (value, kind, stored) => {
    expect(documentKind(value)).toBe(kind);
    expect(normalizeDocument(value)).toBe(stored);
    expect(isValidCpfOrCnpj(value)).toBe(true);
  });

  it.each(['', '123', '111.111.111-11', '529.982.247-24', '12ABC34501DE34', 'ABCDEFGHIJK'])(
    '%s is no document',
    (value) => expect(documentKind(value)).toBeNull(),
  );

  it('CPF of repeated digits is invalid for every digit', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
  });

  it('validateDocument gives the pt-BR messages', () => {
    expect(validateDocument('  ')).toBe(shellMessages.validation.required);
    expect(validateDocument('123')).toBe(entityMessages.entities.invalidDocument);
    expect(validateDocument('12.ABC.345/01DE-35')).toBeNull();
  });
});
