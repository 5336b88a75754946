import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import type { ItemLinks } from './item-links';
import { ModuleNavTree } from './module-nav-tree';
import './sidebar.css';

/** Menu layout (style.layout.menu): the modules and their items down the side; hidden below 1024 px. */
export function Sidebar({ modules, links }: { modules: Module[]; links: ItemLinks }) {
  return (
    <aside className="sidebar">
      <nav aria-label={portalMessages.layout.modulesNav}>
        <ModuleNavTree modules={modules} links={links} />
      </nav>
    </aside>
  );
}
