import { describe, expect, it } from 'vitest';
import { ruleHolds, visibilityData } from '../../../domain/visibility-rules';
import type { CompanyConfig } from '../../../schemas/company';

const company: Pick<CompanyConfig, 'id' | 'style' | 'enableBatch' | 'selfRegistration' | 'hasExternalAuth' | 'entity'> = {
  id: 'local',
  style: { color: { primary: '#000', secondary: '#fff' }, layout: { entity: { show: true }, menu: true } },
  enableBatch: true,
  entity: { mfa: true },
};
const ana = { groups: ['financeiro'], email: 'ana@demo.com.br', entitySelected: [{ code: '11222333000181' }] };

describe('visibilityData', () => {
  it("gives the user's groups and e-mail, the selected entity codes and the tenant's flags", () => {
    expect(visibilityData(ana, company)).toEqual({
      user: { groups: ['financeiro'], email: 'ana@demo.com.br', accountsAccess: false },
      entities: ['11222333000181'],
      tenant: {
        id: 'local',
        enableBatch: true,
        entityShow: true,
        menu: true,
        script: false,
        fluid: false,
        selfRegistration: false,
        hasExternalAuth: false,
        entityMfa: true,
        entityApproval: false,
        entityRadar: false,
      },
    });
  });
  it('a user with no e-mail or entities reads as empty ones', () => {
    const data = visibilityData({ groups: [] }, company);
    expect(data.user.email).toBe('');
    expect(data.entities).toEqual([]);
  });
});

describe('ruleHolds (json-logic)', () => {
  const data = visibilityData(ana, company);
  it('no rule holds', () => {
    expect(ruleHolds(undefined, data)).toBe(true);
  });
  it('reads groups, e-mail, entities and tenant flags', () => {
    expect(ruleHolds({ in: ['financeiro', { var: 'user.groups' }] }, data)).toBe(true);
    expect(ruleHolds({ in: ['admin', { var: 'user.groups' }] }, data)).toBe(false);
    expect(ruleHolds({ in: ['@demo.com.br', { var: 'user.email' }] }, data)).toBe(true);
    expect(ruleHolds({ '!!': [{ var: 'entities' }] }, data)).toBe(true);
    expect(ruleHolds({ '!!': [{ var: 'entities' }] }, visibilityData({ groups: [] }, company))).toBe(false);
    expect(ruleHolds({ and: [{ var: 'tenant.enableBatch' }, { '==': [{ var: 'tenant.id' }, 'local'] }] }, data)).toBe(true);
  });
  it('uses json-logic truthiness: an empty list or 0 does not hold', () => {
    expect(ruleHolds({ var: 'entities' }, visibilityData({ groups: [] }, company))).toBe(false);
    expect(ruleHolds({ '+': [0, 0] }, data)).toBe(false);
  });
  it('a broken rule (unknown operator) hides instead of throwing', () => {
    expect(ruleHolds({ nao_existe: [1] }, data)).toBe(false);
  });
});
