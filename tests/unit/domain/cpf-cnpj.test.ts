import { describe, expect, it } from 'vitest';
import local from '../../../fixtures/tenants/local.json';
import { isValidCnpj, isValidCpf, isValidCpfOrCnpj, normalizeCnpj } from '../../../domain/cpf-cnpj';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35'])('valid %s', (cpf) =>
    expect(isValidCpf(cpf)).toBe(true),
  );
  it.each(['529.982.247-24', '111.111.111-11', '000.000.000-00', '1234567890', '529982247250'])(
    'invalid %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(false),
  );
});

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '00.000.000/0001-91', '45723174000110'])('valid %s', (cnpj) =>
    expect(isValidCnpj(cnpj)).toBe(true),
  );
  it.each(['11.222.333/0001-80', '11111111111111', '1122233300018'])('invalid %s', (cnpj) =>
    expect(isValidCnpj(cnpj)).toBe(false),
  );
  it('left-pads a 13-digit CNPJ to 14', () => {
    expect(normalizeCnpj('0000000000191')).toBe('00000000000191');
    expect(isValidCnpj('0000000000191')).toBe(true);
  });
  it('the demo entities of the local tenant have valid check digits', () => {
    expect(local.seed.entities.map((e) => [e.code, isValidCnpj(e.code)])).toEqual([
      ['11222333000181', true],
      ['45723174000110', true],
    ]);
  });
  it('isValidCpfOrCnpj picks by length', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('123')).toBe(false);
  });
});
