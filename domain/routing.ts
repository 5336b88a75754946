import type { CompanyConfig, ModuleItem } from '../schemas/company';

export type AppRoute = '/menu' | '/script' | '/dashboard';

/** SPEC §2: the main route after login follows style.layout: menu, then script, else dashboard. */
export function appRoute(company: Pick<CompanyConfig, 'style'>): AppRoute {
  const layout = company.style.layout;
  if (layout?.menu) return '/menu';
  if (layout?.script) return '/script';
  return '/dashboard';
}

/** First segment of a path ('/menu/financeiro/titulos' -> 'menu'); a bare section is returned as is. */
export function firstSegment(path: string): string {
  return path.split('/').find((s) => s !== '') ?? '';
}

/** SPEC §2: /{section}/{moduleId}/{itemId}; section is the current path's first segment or item.routeTo. */
export function itemPath(
  section: string,
  moduleId: string,
  item: Pick<ModuleItem, 'id' | 'routeTo'>,
): string {
  const target = item.routeTo ? firstSegment(item.routeTo) : firstSegment(section);
  return `/${target}/${moduleId}/${item.id}`;
}

/** SPEC §2: sending to a module by script goes to /app/{moduleId}/{itemId}{suffix}. */
export function scriptAppPath(moduleId: string, itemId: string, suffix = ''): string {
  return `/app/${moduleId}/${itemId}${suffix}`;
}

/** The portal's sections (SPEC §2 route table): each its own layout; 'app' is the standalone app. */
export type PortalSection = 'dashboard' | 'menu' | 'script' | 'app';
export const portalSections: readonly PortalSection[] = ['dashboard', 'menu', 'script', 'app'];

/** True for a path in one of the portal's sections ('/dashboard', '/menu/financeiro/titulos'...). */
export const isPortalPath = (path: string): boolean => (portalSections as readonly string[]).includes(firstSegment(path));

/** The portal section of a path ('/menu/financeiro/titulos' -> 'menu'); anything else counts as the dashboard. */
export function portalSection(path: string): PortalSection {
  return isPortalPath(path) ? (firstSegment(path) as PortalSection) : 'dashboard';
}

/** True when going from `from` to `to` changes the first path segment (SPEC §4: the portal reloads its frame). */
export const changesSection = (from: string, to: string) => firstSegment(from) !== firstSegment(to);

/** The layout of a section: /app (standalone app) uses the dashboard's cards. */
export const sectionLayout = (section: PortalSection): 'dashboard' | 'menu' | 'script' =>
  section === 'app' ? 'dashboard' : section;
