import { describe, expect, it } from 'vitest';
import { appRoute, firstSegment, itemPath, scriptAppPath } from '../../../domain/routing';

const style = (layout?: { menu?: boolean; script?: boolean }) => ({
  style: { color: { primary: '#000', secondary: '#fff' }, layout },
});

describe('appRoute (SPEC §2)', () => {
  it('menu -> /menu, script -> /script, otherwise /dashboard', () => {
    expect(appRoute(style({ menu: true }))).toBe('/menu');
    expect(appRoute(style({ script: true }))).toBe('/script');
    expect(appRoute(style({ menu: true, script: true }))).toBe('/menu');
    expect(appRoute(style({ menu: false, script: false }))).toBe('/dashboard');
    expect(appRoute(style())).toBe('/dashboard');
  });
});

describe('item paths', () => {
  it('/{section}/{moduleId}/{itemId} with the first segment of the current path', () => {
    expect(itemPath('/menu/cadastros/clientes', 'financeiro', { id: 'titulos' })).toBe(
      '/menu/financeiro/titulos',
    );
    expect(itemPath('dashboard', 'financeiro', { id: 'titulos' })).toBe('/dashboard/financeiro/titulos');
  });
  it("the item's routeTo replaces the section", () => {
    expect(itemPath('/dashboard', 'ao-vivo', { id: 'vitrine', routeTo: 'aovivo' })).toBe(
      '/aovivo/ao-vivo/vitrine',
    );
  });
  it('script sends go to /app', () => {
    expect(scriptAppPath('financeiro', 'titulos', '?x=1')).toBe('/app/financeiro/titulos?x=1');
    expect(firstSegment('/')).toBe('');
  });
});
