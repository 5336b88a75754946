import { Suspense, useEffect } from 'react';
import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import type { ItemLinks } from '../layout/item-links';
import { ModuleCardItems } from './module-card-items';
import { VIRTUAL_GRID_FROM } from './virtual-grid-from';
import { virtualModuleGrid } from './virtual-lists-chunk';
import './module-grid.css';

const VirtualModuleGrid = virtualModuleGrid.Component;

type Props = {
  modules: Module[];
  links: ItemLinks;
  /** Called once the cards are in the DOM (the virtualised grid's chunk loaded): the dashboard-ready mark. */
  onDrawn?: () => void;
};

/**
 * Dashboard layout: the modules the user may see, each a card of its items with their summary figures.
 * A tenant of VIRTUAL_GRID_FROM modules or more (issue 14: 200 x 20 items) draws only the rows near the viewport;
 * a smaller one draws every card (a few hundred links at most: cheap, and find-in-page sees them all).
 */
export function ModuleGrid({ modules, links, onDrawn }: Props) {
  const virtual = modules.length >= VIRTUAL_GRID_FROM;
  const drawnNow = !virtual && modules.length > 0;
  useEffect(() => {
    if (drawnNow) onDrawn?.();
  }, [drawnNow, onDrawn]);
  if (modules.length === 0) return <p className="module-grid__empty">{portalMessages.ui.noModules}</p>;
  if (virtual) {
    return (
      <Suspense fallback={<div className="module-grid module-grid--virtual" aria-busy="true" />}>
        <VirtualModuleGrid modules={modules} links={links} onDrawn={onDrawn} />
      </Suspense>
    );
  }
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
