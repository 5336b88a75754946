import { describe, expect, it } from 'vitest';
import {
  caseTwinOf,
  groupNameProblem,
  groupSees,
  moduleAudience,
  moduleAudienceText,
  knownGroupsOf,
  setGroupAccess,
  setTargetAudience,
  targetGroups,
  withGroupAccess,
  withGroupPermissions,
} from '../../../domain/group-access';
import type { Module } from '../../../schemas/company';

const html = (id: string, groups?: string[]) => ({ id, title: id, kind: 'html' as const, html: '<p/>', ...(groups ? { groups } : {}) });
const modules: Module[] = [
  { id: 'financeiro', title: 'Financeiro', role: { groups: ['financeiro'] }, items: [html('titulos')] },
  { id: 'cadastros', title: 'Cadastros', role: { groups: [], showLogin: false }, items: [html('clientes'), html('parceiros', ['admin'])] },
  { id: 'livre', title: 'Livre', items: [html('aviso')] },
];
const known = ['admin', 'financeiro', 'host'];

describe('group access (SPEC §6: an empty list is everyone)', () => {
  it('reads who sees a module and an item', () => {
    expect(groupSees(modules[0]!, null, 'financeiro')).toBe(true);
    expect(groupSees(modules[0]!, null, 'host')).toBe(false);
    expect(groupSees(modules[1]!, null, 'host')).toBe(true);
    expect(groupSees(modules[1]!, modules[1]!.items[1]!, 'financeiro')).toBe(false);
    expect(groupSees(modules[2]!, null, 'anyone')).toBe(true);
  });

  it('gives a group a restricted module by adding it to role.groups, keeping the role\'s other fields', () => {
    const change = setGroupAccess(modules, { moduleId: 'financeiro' }, 'host', true, known);
    expect(change.ok && targetGroups(change.modules, { moduleId: 'financeiro' })).toEqual(['financeiro', 'host']);
  });

  it('gives a group an item restricted to admin', () => {
    const change = setGroupAccess(modules, { moduleId: 'cadastros', itemId: 'parceiros' }, 'financeiro', true, known);
    expect(change.ok && change.modules[1]!.items[1]!.groups).toEqual(['admin', 'financeiro']);
    expect(modules[1]!.items[1]!.groups).toEqual(['admin']);
  });

  it('leaves an open module open when giving it to a group (it already sees it)', () => {
    expect(withGroupAccess([], 'host', true, known)).toEqual({ ok: true, groups: [] });
    expect(withGroupAccess(undefined, 'host', true, known)).toEqual({ ok: true, groups: [] });
  });

  it('takes an open module from a group by listing every other known group', () => {
    const change = setGroupAccess(modules, { moduleId: 'cadastros' }, 'host', false, known);
    expect(change.ok && change.modules[1]!.role).toEqual({ groups: ['admin', 'financeiro'], showLogin: false });
  });

  it('takes a restricted module from one of its groups', () => {
    expect(withGroupAccess(['admin', 'financeiro'], 'admin', false, known)).toEqual({ ok: true, groups: ['financeiro'] });
  });

  it('never empties a list by removal (empty would mean everyone)', () => {
    expect(setGroupAccess(modules, { moduleId: 'financeiro' }, 'financeiro', false, known)).toEqual({ ok: false, reason: 'lastGroup' });
    expect(setGroupAccess(modules, { moduleId: 'cadastros', itemId: 'parceiros' }, 'admin', false, known)).toEqual({ ok: false, reason: 'lastGroup' });
    expect(withGroupAccess([], 'solo', false, ['solo'])).toEqual({ ok: false });
  });

  it('answers notFound for an unknown module or item', () => {
    expect(setGroupAccess(modules, { moduleId: 'nada' }, 'host', true, known)).toEqual({ ok: false, reason: 'notFound' });
    expect(setGroupAccess(modules, { moduleId: 'cadastros', itemId: 'nada' }, 'host', true, known)).toEqual({ ok: false, reason: 'notFound' });
  });

  it('sets a whole audience from the module side: everyone, some groups, never an empty list', () => {
    const some = setTargetAudience(modules, { moduleId: 'livre' }, ['host', 'host', 'admin']);
    expect(some.ok && some.modules[2]!.role).toEqual({ groups: ['host', 'admin'] });
    const all = setTargetAudience(modules, { moduleId: 'financeiro' }, null);
    expect(all.ok && all.modules[0]!.role?.groups).toEqual([]);
    expect(setTargetAudience(modules, { moduleId: 'financeiro' }, [])).toEqual({ ok: false, reason: 'lastGroup' });
  });

  it('knows the groups the modules name, plus the ones given', () => {
    expect(knownGroupsOf(modules, ['host', 'financeiro'])).toEqual(['admin', 'financeiro', 'host']);
  });

  it('replaces one group\'s permission grants and drops a group left with none', () => {
    const grants = { suporte: ['users'], financeiro: ['finance'] };
    expect(withGroupPermissions(grants, 'suporte', ['users', 'messages'])).toEqual({ suporte: ['users', 'messages'], financeiro: ['finance'] });
    expect(withGroupPermissions(grants, 'financeiro', [])).toEqual({ suporte: ['users'] });
    expect(withGroupPermissions(undefined, 'novo', ['quotas'])).toEqual({ novo: ['quotas'] });
  });
});

describe('groupNameProblem (the groups API pattern: 1 to 80 characters, no spaces, no slash)', () => {
  it('takes a plain name and names what is wrong with blank, spaced, slashed and too long ones', () => {
    expect(groupNameProblem('compras')).toBeNull();
    expect(groupNameProblem('a'.repeat(80))).toBeNull();
    expect(groupNameProblem('')).toBe('required');
    expect(groupNameProblem('a'.repeat(81))).toBe('tooLong');
    expect(groupNameProblem('contas a pagar')).toBe('spaces');
    expect(groupNameProblem('compras\t')).toBe('spaces');
    expect(groupNameProblem('compras/sul')).toBe('slash');
  });

  it('finds a known group that differs only in letter case, not the same name', () => {
    expect(caseTwinOf('ADMIN', known)).toBe('admin');
    expect(caseTwinOf('Financeiro', known)).toBe('financeiro');
    expect(caseTwinOf('admin', known)).toBeNull();
    expect(caseTwinOf('compras', known)).toBeNull();
  });
});

describe('moduleAudienceText (who sees a module, in the admin screens)', () => {
  const texts = { everyone: 'Visível para todos', accountsOnly: 'só para quem tem acesso às contas' };
  it('names the groups or everyone, and the accounts condition of a requiresAccountsAccess module', () => {
    expect(moduleAudienceText(modules[0]!, texts)).toBe('financeiro');
    expect(moduleAudienceText(modules[2]!, texts)).toBe('Visível para todos');
    expect(moduleAudienceText({ role: { requiresAccountsAccess: true } }, texts)).toBe('Visível para todos · só para quem tem acesso às contas');
    expect(moduleAudienceText({ role: { groups: ['financeiro'], requiresAccountsAccess: true } }, texts)).toBe('financeiro · só para quem tem acesso às contas');
  });
});

describe('moduleAudience (the parts the Módulos table shows on two lines)', () => {
  it('gives the groups or everyone, and the accounts condition apart', () => {
    expect(moduleAudience({ role: { groups: ['a', 'b'] } }, 'Todos')).toEqual({ who: 'a, b', accountsOnly: false });
    expect(moduleAudience({}, 'Todos')).toEqual({ who: 'Todos', accountsOnly: false });
    expect(moduleAudience({ role: { requiresAccountsAccess: true } }, 'Todos')).toEqual({ who: 'Todos', accountsOnly: true });
  });
});
