import { Suspense } from 'react';
import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import type { ItemLinks } from './item-links';
import { VIRTUAL_GRID_FROM } from '../portal/virtual-grid-from';
import { virtualModuleNavTree } from '../portal/virtual-lists-chunk';
import { ModuleNavTree } from './module-nav-tree';
import './sidebar.css';

const VirtualModuleNavTree = virtualModuleNavTree.Component;

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
