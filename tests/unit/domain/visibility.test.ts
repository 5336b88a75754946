import { describe, expect, it } from 'vitest';
import local from '../../../fixtures/tenants/local.json';
import type { Module } from '../../../schemas/company';
import { isItemVisible, publicModules, visibleModules } from '../../../domain/visibility';

const modules = local.company.modules as Module[];
const shape = (list: Module[]) => list.map((m) => [m.id, m.items.map((i) => i.id)]);

describe('visibleModules (SPEC §6)', () => {
  it('ana (financeiro) sees financeiro and cadastros/clientes, not parceiros', () => {
    expect(shape(visibleModules(modules, ['financeiro']))).toEqual([
      ['financeiro', ['titulos', 'resumo', 'relatorio']],
      ['cadastros', ['clientes', 'mapa', 'boletos', 'avisos']],
      ['ao-vivo', ['vitrine']],
    ]);
  });
  it('admin sees parceiros too', () => {
    expect(shape(visibleModules(modules, ['admin', 'financeiro']))[1]).toEqual([
      'cadastros',
      ['clientes', 'parceiros', 'mapa', 'boletos', 'avisos'],
    ]);
  });
  it('drops a module whose items are all hidden, and a module of other groups', () => {
    const hiddenItems: Module = { id: 'm', title: 'M', items: [{ id: 'i', title: 'I', kind: 'html', html: '', groups: ['admin'] }] };
    expect(visibleModules([hiddenItems], ['vendas'])).toEqual([]);
    expect(shape(visibleModules(modules, []))).toEqual([
      ['cadastros', ['clientes', 'mapa', 'boletos', 'avisos']],
      ['ao-vivo', ['vitrine']],
    ]);
  });
  it('does not mutate the config', () => {
    visibleModules(modules, []);
    expect(modules[1]!.items).toHaveLength(5);
  });
  it('an item with an empty groups list is visible to all', () => {
    expect(isItemVisible({ groups: [] }, [])).toBe(true);
    expect(isItemVisible({ groups: ['a'] }, ['b'])).toBe(false);
  });
});

describe('publicModules', () => {
  it('only modules with role.showLogin true', () => {
    expect(publicModules(modules).map((m) => m.id)).toEqual(['ao-vivo']);
  });
});
