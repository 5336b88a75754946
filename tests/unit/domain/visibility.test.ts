import { describe, expect, it } from 'vitest';
import local from '../../../fixtures/tenants/local.json';
import type { CompanyConfig, Module } from '../../../schemas/company';
import { publicModules } from '../../../domain/public-modules';
import {
  isItemVisible,
  isVisibleItem,
  visibilityContext,
  visibleModules,
  type VisibilityUser,
} from '../../../domain/visibility';

const company = local.company as unknown as CompanyConfig;
const modules = company.modules;
const shape = (list: Module[]) => list.map((m) => [m.id, m.items.map((i) => i.id)]);
const withEntity = [{ code: '11222333000181' }];
const as = (user: VisibilityUser) => visibilityContext(user, company);

describe('visibleModules (SPEC §6)', () => {
  it('ana (financeiro, one entity selected) sees financeiro and cadastros/clientes, not parceiros', () => {
    expect(shape(visibleModules(modules, as({ groups: ['financeiro'], entitySelected: withEntity })))).toEqual([
      ['financeiro', ['titulos', 'resumo', 'relatorio']],
      ['cadastros', ['clientes', 'mapa', 'boletos', 'producao', 'avisos', 'documentos']],
      ['ao-vivo', ['vitrine']],
    ]);
  });
  it("shows a module with role.requiresAccountsAccess only to users the payment check allows (SPEC §6)", () => {
    const ids = (hasAccountsAccess: boolean) =>
      visibleModules(modules, as({ groups: ['admin'], entitySelected: withEntity, hasAccountsAccess })).map((m) => m.id);
    expect(ids(true)).toContain('contas');
    expect(ids(false)).not.toContain('contas');
  });
  it('admin sees parceiros too', () => {
    const context = as({ groups: ['admin', 'financeiro'], entitySelected: withEntity });
    expect(shape(visibleModules(modules, context))[1]).toEqual(['cadastros', ['clientes', 'parceiros', 'mapa', 'boletos', 'producao', 'avisos', 'documentos']]);
  });
  it('drops a module whose items are all hidden, and a module of other groups', () => {
    const hiddenItems: Module = { id: 'm', title: 'M', items: [{ id: 'i', title: 'I', kind: 'html', html: '', groups: ['admin'] }] };
    expect(visibleModules([hiddenItems], as({ groups: ['vendas'] }))).toEqual([]);
    expect(shape(visibleModules(modules, as({ groups: [], entitySelected: withEntity })))).toEqual([
      ['cadastros', ['clientes', 'mapa', 'boletos', 'avisos', 'documentos']],
      ['ao-vivo', ['vitrine']],
    ]);
  });
  it('does not mutate the config', () => {
    visibleModules(modules, as({ groups: [] }));
    expect(modules[1]!.items).toHaveLength(7);
  });
  it('an item with an empty groups list is visible to all', () => {
    expect(isItemVisible({ groups: [] }, as({ groups: [] }))).toBe(true);
    expect(isItemVisible({ groups: ['a'] }, as({ groups: ['b'] }))).toBe(false);
  });
});

describe('visibleWhen on items and modules', () => {
  it("local's 'avisos' shows only while the user has a selected entity", () => {
    const none = as({ groups: ['financeiro'], entitySelected: [] });
    expect(isVisibleItem(modules, none, 'cadastros', 'avisos')).toBe(false);
    expect(isVisibleItem(modules, none, 'cadastros', 'clientes')).toBe(true);
    expect(isVisibleItem(modules, as({ groups: ['financeiro'], entitySelected: withEntity }), 'cadastros', 'avisos')).toBe(true);
  });
  it('isVisibleItem answers exactly what a look in visibleModules answers, for every module, item and user of local', () => {
    const users: VisibilityUser[] = [
      { groups: [] },
      { groups: ['financeiro'], entitySelected: [] },
      { groups: ['financeiro'], entitySelected: withEntity },
      { groups: ['todos', 'financeiro', 'admin'], entitySelected: withEntity, hasAccountsAccess: true },
    ];
    let visible = 0;
    for (const user of users) {
      const context = as(user);
      const shown = visibleModules(modules, context);
      for (const module of modules) {
        for (const item of [...module.items, { id: 'nao-existe' }]) {
          const expected = shown.some((m) => m.id === module.id && m.items.some((i) => i.id === item.id));
          expect(isVisibleItem(modules, context, module.id, item.id)).toBe(expected);
          if (expected) visible += 1;
        }
      }
    }
    // Both answers occur (the comparison is not all-false or all-true).
    expect(visible).toBeGreaterThan(0);
    expect(visible).toBeLessThan(users.length * modules.reduce((n, m) => n + m.items.length + 1, 0));
  });
  it('a module whose rule fails is hidden with all its items, even when its groups match', () => {
    const adminOnly: Module = {
      id: 'gestao',
      title: 'Gestão',
      visibleWhen: { in: ['admin', { var: 'user.groups' }] },
      items: [{ id: 'painel', title: 'Painel', kind: 'html', html: '' }],
    };
    expect(visibleModules([adminOnly], as({ groups: ['financeiro'] }))).toEqual([]);
    expect(shape(visibleModules([adminOnly], as({ groups: ['admin'] })))).toEqual([['gestao', ['painel']]]);
  });
  it('groups are checked before the rule: a rule cannot widen what the groups allow', () => {
    const item = { groups: ['admin'], visibleWhen: { '==': [1, 1] } };
    expect(isItemVisible(item, as({ groups: ['financeiro'] }))).toBe(false);
  });
});

describe('publicModules', () => {
  it('only modules with role.showLogin true', () => {
    expect(publicModules(modules).map((m) => m.id)).toEqual(['ao-vivo']);
  });

  it("shows a visitor only a module's items without groups, and no module left without items", () => {
    const item = { id: 'i', title: 'I', kind: 'html' as const, html: '<p>x</p>' };
    const listed: Module[] = [
      { id: 'a', title: 'A', role: { showLogin: true }, items: [item, { ...item, id: 'j', groups: ['admin'] }, { ...item, id: 'k', groups: [] }] },
      { id: 'b', title: 'B', role: { showLogin: true, groups: [] }, items: [{ ...item, groups: ['financeiro'] }] },
    ];
    expect(shape(publicModules(listed))).toEqual([['a', ['i', 'k']]]);
  });
});

describe('hidden modules and items (issue 10)', () => {
  it('hides a hidden module or item from everyone, the login list included', () => {
    const item = { id: 'i', title: 'I', kind: 'html' as const, html: '<p>x</p>' };
    const modules: Module[] = [
      { id: 'a', title: 'A', items: [item, { ...item, id: 'j', hidden: true }] },
      { id: 'b', title: 'B', hidden: true, role: { showLogin: true }, items: [item] },
    ];
    expect(visibleModules(modules, as({ email: 'ana@demo.com.br', groups: ['financeiro'] })).map((m) => [m.id, m.items.map((i) => i.id)])).toEqual([['a', ['i']]]);
    expect(publicModules(modules)).toEqual([]);
  });
});
