import { describe, expect, it } from 'vitest';
import { hasAdminArea } from '../../../../domain/admin-access';
import { adminPermissions, permissionsOf } from '../../../../domain/admin-permissions';
import { adminSections, permittedSections } from '../../../../src/admin/admin-sections';

describe('admin sections (issue 10)', () => {
  it('lists each path once, with a label and a known permission', () => {
    const paths = adminSections.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const section of adminSections) {
      expect(section.label).not.toBe('');
      expect(adminPermissions).toContain(section.permission);
    }
  });

  it('keeps only the sections whose permission the caller holds, in nav order', () => {
    const all = permittedSections([...adminPermissions]).map((s) => s.path);
    expect(all).toEqual(adminSections.map((s) => s.path));
    expect(permittedSections(['users']).every((s) => s.permission === 'users')).toBe(true);
    expect(permittedSections([])).toEqual([]);
  });

  it('opens the config editor first for a full admin', () => {
    expect(permittedSections([...adminPermissions])[0]?.path).toBe('config');
  });
});

describe('the portal menu entry (hasAdminArea)', () => {
  const grants = { financeiro: ['finance'], vazio: [] as string[], suporte: ['users', 'messages'] };
  const cases: string[][] = [[], ['admin'], ['financeiro'], ['vazio'], ['suporte', 'vazio'], ['outros'], ['toString'], ['constructor']];

  it.each(cases)('agrees with permissionsOf for groups %j', (...groups) => {
    expect(hasAdminArea(groups, grants)).toBe(permissionsOf(groups, grants).length > 0);
  });

  it('shows for the admin group without any grants, and for no one else', () => {
    expect(hasAdminArea(['admin'])).toBe(true);
    expect(hasAdminArea(['financeiro'])).toBe(false);
  });
});
