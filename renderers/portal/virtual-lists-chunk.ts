import { preloadableChunk } from '../shell/lazy-with-timeout';

// Issue 14: the virtualised lists (the dashboard's grid, the menu layout's tree, with @tanstack/react-virtual) are
// chunks only a tenant of VIRTUAL_GRID_FROM modules or more fetches; src/portal/portal-chunk.ts preloads them on
// a signed-in load of such a tenant, and a preloaded one is drawn with no Suspense fallback.
export const virtualModuleGrid = preloadableChunk(async () => ({ default: (await import('./virtual-module-grid')).VirtualModuleGrid }));
export const virtualModuleNavTree = preloadableChunk(async () => ({
  default: (await import('../layout/virtual-module-nav-tree')).VirtualModuleNavTree,
}));
