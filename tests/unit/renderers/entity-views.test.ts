import { describe, expect, it } from 'vitest';
import { auditWhat } from '../../../renderers/entities/audit-what';
import { parseDynamicFields } from '../../../renderers/entities/dynamic-fields';
import { formatEntityCode } from '../../../renderers/entities/entity-label';
import { guestStatus } from '../../../renderers/entities/guest-table';

describe('entity views', () => {
  it('shows CPF and CNPJ (numeric or alphanumeric) with their masks', () => {
    expect(formatEntityCode('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatEntityCode('52998224725')).toBe('529.982.247-25');
    expect(formatEntityCode('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });

  it('says what an audit record did, to which entity and for whom', () => {
    expect(auditWhat({ action: 'entity.give', entityCode: '11222333000181', targetEmail: 'convidado@demo.com.br' })).toBe(
      'Deu a empresa 11.222.333/0001-81 para convidado@demo.com.br',
    );
    expect(auditWhat({ action: 'guest.create', entityCode: null, targetEmail: 'c@demo.com.br' })).toBe('Convidou c@demo.com.br');
    expect(auditWhat({ action: 'something.new', entityCode: null, targetEmail: null })).toBe('something.new');
  });

  it('accepts only a JSON object as dynamic fields (blank is none)', () => {
    expect(parseDynamicFields('{"filial": "01"}')).toEqual({ filial: '01' });
    expect(parseDynamicFields('  ')).toEqual({});
    expect(parseDynamicFields('[1]')).toBeNull();
    expect(parseDynamicFields('{filial')).toBeNull();
  });

  it("names a guest's status: disabled, invitation pending or active", () => {
    expect(guestStatus({ enabled: false, status: 'active' })).toBe('Desabilitado');
    expect(guestStatus({ enabled: true, status: 'pendingByDirectHash' })).toBe('Convite pendente');
    expect(guestStatus({ enabled: true, status: 'active' })).toBe('Ativo');
  });
});
