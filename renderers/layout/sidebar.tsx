import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import type { ItemLinks } from './item-links';
import { VIRTUAL_GRID_FROM } from '../portal/module-grid-layout';
import { ModuleNavTree } from './module-nav-tree';
import { VirtualModuleNavTree } from './virtual-module-nav-tree';
import './sidebar.css';

/**
 * Menu layout (style.layout.menu): the modules and their items down the side; hidden below 1024 px. A big
 * tenant's tree (as many modules as the dashboard virtualises from) draws only the branches near the viewport.
 */
export function Sidebar({ modules, links }: { modules: Module[]; links: ItemLinks }) {
  const Tree = modules.length >= VIRTUAL_GRID_FROM ? VirtualModuleNavTree : ModuleNavTree;
  return (
    <aside className="sidebar">
      <nav aria-label={portalMessages.layout.modulesNav}>
        <Tree modules={modules} links={links} />
      </nav>
    </aside>
  );
}
