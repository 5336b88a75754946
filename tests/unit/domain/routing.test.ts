import { describe, expect, it } from 'vitest';
import {
  appRoute,
  changesSection,
  firstSegment,
  isPortalPath,
  itemPath,
  portalSection,
  scriptAppPath,
  sectionLayout,
} from '../../../domain/routing';

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

describe('portal sections (SPEC §2 route table)', () => {
  it('names the section of a path; /app is the standalone app; anything else is the dashboard', () => {
    expect(portalSection('/menu/financeiro/titulos')).toBe('menu');
    expect(portalSection('/script')).toBe('script');
    expect(portalSection('/app/cadastros/boletos')).toBe('app');
    expect(portalSection('/dashboard/')).toBe('dashboard');
    expect(portalSection('/outra')).toBe('dashboard');
  });
  it('tells a path in a portal section from any other (login, admin, a section-like prefix)', () => {
    expect(isPortalPath('/dashboard')).toBe(true);
    expect(isPortalPath('/menu/financeiro/titulos')).toBe(true);
    expect(isPortalPath('/app/cadastros/boletos')).toBe(true);
    expect(isPortalPath('/')).toBe(false);
    expect(isPortalPath('/admin/config')).toBe(false);
    expect(isPortalPath('/dashboards')).toBe(false);
  });
  it('the standalone app uses the dashboard layout', () => {
    expect(sectionLayout('app')).toBe('dashboard');
    expect(sectionLayout('menu')).toBe('menu');
    expect(sectionLayout('script')).toBe('script');
  });
  it('a path in another first segment changes section', () => {
    expect(changesSection('/dashboard/a/b', '/dashboard')).toBe(false);
    expect(changesSection('/dashboard', '/app/a/b?x=1')).toBe(true);
  });
});
