import { useId } from 'react';
import type { Module } from '../../schemas/company';
import { ModuleItemList } from './module-item-list';
import type { ItemLinks } from './item-links';
import './module-nav-tree.css';

type Props = { modules: Module[]; links: ItemLinks };

/** Modules and their items as a nav tree (sidebar and mobile menu): each module a labelled list of links. */
export function ModuleNavTree({ modules, links }: Props) {
  return (
    <ul className="module-nav-tree">
      {modules.map((module) => (
        <ModuleBranch key={module.id} module={module} links={links} />
      ))}
    </ul>
  );
}

/** Where a branch of the virtualised tree sits (virtual-module-nav-tree.tsx): its offset, and its place in the set. */
type Position = { index: number; setsize: number; offset: number; measure(element: HTMLElement | null): void };

export function ModuleBranch({ module, links, position }: { module: Module; links: ItemLinks; position?: Position }) {
  const labelId = useId();
  return (
    <li
      className="module-nav-tree__module"
      data-open={links.current.moduleId === module.id}
      {...(position
        ? {
            ref: position.measure,
            'data-index': position.index,
            'aria-setsize': position.setsize,
            'aria-posinset': position.index + 1,
            style: { transform: `translateY(${position.offset}px)` },
          }
        : {})}
    >
      <span id={labelId} className="module-nav-tree__title">
        {module.title}
      </span>
      <ModuleItemList module={module} links={links} block="module-nav-tree" labelledBy={labelId} />
    </li>
  );
}
