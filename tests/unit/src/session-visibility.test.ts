import { describe, expect, it } from 'vitest';
import local from '../../../fixtures/tenants/local.json';
import { visibilityContext, visibleModules } from '../../../domain/visibility';
import type { CompanyConfig } from '../../../schemas/company';
import { sessionVisibleModules } from '../../../src/portal/session-visibility';

const company = local.company as unknown as CompanyConfig;
const ana = {
  id: 'u-ana',
  groups: ['financeiro'],
  email: 'ana@demo.com.br',
  entitySelected: [{ code: '11222333000181', description: 'ACME' }],
  hasAccountsAccess: false,
};

describe('visible modules once per session and config version (issue 14)', () => {
  it('gives the same list back for the same session facts, and the SPEC §6 answer', () => {
    const first = sessionVisibleModules(company, ana);
    expect(sessionVisibleModules(company, { ...ana, groups: [...ana.groups] })).toBe(first);
    expect(first).toEqual(visibleModules(company.modules, visibilityContext(ana, company)));
  });

  it('computes again for other session facts or a new config version', () => {
    const first = sessionVisibleModules(company, ana);
    const admin = sessionVisibleModules(company, { ...ana, groups: ['admin'], hasAccountsAccess: true });
    expect(admin).not.toBe(first);
    expect(admin.map((m) => m.id)).toContain('contas');
    expect(sessionVisibleModules(company, { ...ana, entitySelected: [] })).not.toBe(first);
    const published = { ...company, modules: company.modules.slice(0, 1) };
    expect(sessionVisibleModules(published, ana).map((m) => m.id)).toEqual(['financeiro']);
  });
});
