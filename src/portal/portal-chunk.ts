import { isPortalPath, portalSection } from '../../domain/routing';
import { VIRTUAL_GRID_FROM } from '../../renderers/portal/virtual-grid-from';
import { virtualModuleGrid, virtualModuleNavTree } from '../../renderers/portal/virtual-lists-chunk';
import { preloadableChunk } from '../../renderers/shell/lazy-with-timeout';
import { readSessionCode } from '../session/session-storage';

// The portal route's code (src/portal/portal-route.tsx), its own lazy chunk (SPEC §9), which a signed-in load
// of a portal section starts fetching before anything else. Once here it is drawn straight away, not through
// React.lazy (whose first-render suspension let React hold the revealed dashboard back up to 300 ms after the
// session check, issue 14).
const portalRoute = preloadableChunk(() => import('./portal-route'));

/** The portal route: drawn at once when its chunk is already here, else lazily. */
export const PortalRoute = portalRoute.Component;

/** A signed-in load (a reload, a bookmark) of a portal section: the only case anything is preloaded. */
const signedInPortalLoad = (pathname: string) => isPortalPath(pathname) && Boolean(readSessionCode());

/** A failed preload is the lazy component's own import to retry and report (SPEC §9 chunk timeout), not an error here. */
const quietly = (preload: () => Promise<unknown>): Promise<void> =>
  preload().then(
    () => undefined,
    () => undefined,
  );

/**
 * Issue 14: a signed-in load of a portal section fetches the portal route's chunks while start-up fetches the
 * config and the guard checks the session, instead of after both (the trace showed the chunks' ~30 files waiting
 * on those two calls). Nothing happens on other paths or without a session, so the login screen never pulls the
 * portal.
 */
export function preloadPortalRoute(pathname: string): Promise<void> | null {
  return signedInPortalLoad(pathname) ? quietly(portalRoute.preload) : null;
}

/**
 * Issue 14: on that same signed-in load, a tenant big enough for the virtualised lists (the dashboard's grid, the
 * menu layout's tree) fetches their chunk beside the portal's, once start-up has the config; a smaller tenant
 * never fetches it. (The count is the tenant's modules, an upper bound of what the user may see.)
 */
export function preloadVirtualLists(pathname: string, moduleCount: number): Promise<void> | null {
  if (!signedInPortalLoad(pathname) || moduleCount < VIRTUAL_GRID_FROM) return null;
  const section = portalSection(pathname);
  if (section === 'script') return null;
  return quietly(section === 'menu' ? virtualModuleNavTree.preload : virtualModuleGrid.preload);
}
