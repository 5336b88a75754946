import { describe, expect, it } from 'vitest';
import local from '../../../fixtures/tenants/local.json';
import { previewGroups, previewModules, previewableCompany } from '../../../domain/config-preview';
import { publicModules } from '../../../domain/public-modules';
import { visibilityContext, visibleModules } from '../../../domain/visibility';
import type { CompanyConfig } from '../../../schemas/company';

const rules = { publicModules, visibleModules, visibilityContext };

const company = local.company as unknown as CompanyConfig;

describe('draft preview (who sees what)', () => {
  it('offers every group the draft names, each once and sorted', () => {
    expect(previewGroups(company)).toContain('financeiro');
    expect(previewGroups(company)).toContain('admin');
    const groups = previewGroups(company);
    expect([...groups].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(groups);
    expect(new Set(groups).size).toBe(groups.length);
  });

  it('shows a visitor the public modules and a group its dashboard modules (SPEC §6)', () => {
    expect(previewModules(company, { kind: 'visitor' }, rules).every((m) => m.role?.showLogin === true)).toBe(true);
    const financeiro = previewModules(company, { kind: 'group', group: 'financeiro' }, rules).map((m) => m.id);
    expect(financeiro).toContain('financeiro');
    expect(financeiro).not.toContain('contas');
  });

  it('draws only a draft with the shape of a company', () => {
    expect(previewableCompany({ company })).toBe(company);
    expect(previewableCompany({ company: { ...company, modules: 'x' } })).toBeNull();
    expect(previewableCompany({ company: { ...company, style: {} } })).toBeNull();
    expect(previewableCompany(null)).toBeNull();
  });
});
