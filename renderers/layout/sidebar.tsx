import { Suspense } from 'react';
import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import type { ItemLinks } from './item-links';
import { VIRTUAL_GRID_FROM } from '../portal/virtual-grid-from';
import { lazyChunk } from '../shell/lazy-with-timeout';
import { ModuleNavTree } from './module-nav-tree';
import './sidebar.css';

// Issue 14: like the dashboard's virtualised grid, the virtualised tree is a chunk only a big tenant fetches.
const VirtualModuleNavTree = lazyChunk(async () => ({ default: (await import('./virtual-module-nav-tree')).VirtualModuleNavTree }));

/**
 * Menu layout (style.layout.menu): the modules and their items down the side; hidden below 1024 px. A big
 * tenant's tree (as many modules as the dashboard virtualises from) draws only the branches near the viewport.
 */
export function Sidebar({ modules, links }: { modules: Module[]; links: ItemLinks }) {
  return (
    <aside className="sidebar">
      <nav aria-label={portalMessages.layout.modulesNav}>
        {modules.length >= VIRTUAL_GRID_FROM ? (
          <Suspense fallback={null}>
            <VirtualModuleNavTree modules={modules} links={links} />
          </Suspense>
        ) : (
          <ModuleNavTree modules={modules} links={links} />
        )}
      </nav>
    </aside>
  );
}
