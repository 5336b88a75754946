import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import type { ItemLinks } from '../layout/item-links';
import { ModuleCardItems } from './module-card-items';
import { VIRTUAL_GRID_FROM } from './module-grid-layout';
import { VirtualModuleGrid } from './virtual-module-grid';
import './module-grid.css';

/**
 * Dashboard layout: the modules the user may see, each a card of its items with their summary figures.
 * A tenant of VIRTUAL_GRID_FROM modules or more (issue 14: 200 x 20 items) draws only the rows near the viewport;
 * a smaller one draws every card (a few hundred links at most: cheap, and find-in-page sees them all).
 */
export function ModuleGrid({ modules, links }: { modules: Module[]; links: ItemLinks }) {
  if (modules.length === 0) return <p className="module-grid__empty">{portalMessages.ui.noModules}</p>;
  if (modules.length >= VIRTUAL_GRID_FROM) return <VirtualModuleGrid modules={modules} links={links} />;
  return (
    <ul className="module-grid">
      {modules.map((module) => (
        <li key={module.id} className="module-card">
          <ModuleCardItems module={module} links={links} />
        </li>
      ))}
    </ul>
  );
}
