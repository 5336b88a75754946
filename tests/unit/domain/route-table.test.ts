import { describe, expect, it } from 'vitest';
import { classifyRoute, routeTable } from '../../../domain/route-table';

const kindOf = (path: string) => classifyRoute(path)?.kind ?? null;

describe('route table (SPEC §2)', () => {
  it('classifies each auth kind', () => {
    expect(kindOf('/')).toBe('nonAuth');
    expect(kindOf('/termos/uso/1')).toBe('nonAuth');
    expect(kindOf('/register')).toBe('nonAuth');
    expect(kindOf('/changePassword')).toBe('nonAuth');
    expect(kindOf('/menu')).toBe('module');
    expect(kindOf('/dashboard/financeiro/titulos')).toBe('module');
    expect(kindOf('/app/financeiro')).toBe('module');
    expect(kindOf('/notifications')).toBe('auth');
    expect(kindOf('/email-deliverability')).toBe('auth');
    expect(kindOf('/help')).toBe('hybrid');
    expect(kindOf('/aovivo/123')).toBe('public');
    expect(kindOf('/live-black-friday')).toBe('public');
    expect(kindOf('/federationLogin/app-1/callback')).toBe('nonAuth');
    expect(kindOf('/admin')).toBe('auth');
    expect(kindOf('/admin/config')).toBe('auth');
    expect(kindOf('/admin/preview')).toBe('auth');
    // The admin's nested screens: a module, an item, a user (a reload there must run the guard, not bypass it).
    expect(kindOf('/admin/modules/financeiro')).toBe('auth');
    expect(kindOf('/admin/modules/financeiro/items/titulos')).toBe('auth');
  });

  it('marks only / as the root, ignoring query and hash', () => {
    expect(classifyRoute('/?redirect_url=%2Fmenu')).toMatchObject({ isRoot: true, pattern: '/' });
    expect(classifyRoute('/menu')?.isRoot).toBe(false);
  });

  it('returns decoded params', () => {
    expect(classifyRoute('/termos/pol%C3%ADtica/3')?.params).toEqual({ id: 'política', version: '3' });
    expect(classifyRoute('/menu/financeiro/titulos')?.params).toEqual({
      moduleId: 'financeiro',
      itemId: 'titulos',
    });
    expect(classifyRoute('/aovivo/123')?.params).toEqual({ id: '123' });
    expect(classifyRoute('/live-black-friday')?.params).toEqual({ id: 'black-friday' });
  });

  it("tolerates one trailing slash and the router's case-insensitive matching", () => {
    expect(kindOf('/menu/')).toBe('module');
    expect(kindOf('/HELP')).toBe('hybrid');
  });

  it('unknown paths are null (the router sends them to /)', () => {
    expect(classifyRoute('/nada')).toBeNull();
    expect(classifyRoute('/menu/a/b/c')).toBeNull();
    expect(classifyRoute('/aovivo-')).toBeNull();
    expect(classifyRoute('/termos/uso')).toBeNull();
  });

  it('lists every SPEC route once', () => {
    const patterns = routeTable.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).toEqual(
      expect.arrayContaining(['/disabled', '/blocked', '/welcome/thankyou', '/dynamic-form/:hash']),
    );
  });
});
