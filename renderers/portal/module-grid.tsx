import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import { ItemLink } from '../layout/item-link';
import type { ItemLinks } from '../layout/item-links';
import './module-grid.css';

/** Dashboard layout: the modules the user may see, each a card of its items with their summary figures. */
export function ModuleGrid({ modules, links }: { modules: Module[]; links: ItemLinks }) {
  if (modules.length === 0) return <p className="module-grid__empty">{portalMessages.ui.noModules}</p>;
  return (
    <ul className="module-grid">
      {modules.map((module) => (
        <li key={module.id} className="module-card">
          <h3 className="module-card__title">{module.title}</h3>
          <ul className="module-card__items">
            {module.items.map((item) => (
              <li key={item.id}>
                <ItemLink className="module-card__item" module={module} item={item} links={links}>
                  <span className="module-card__item-title">{item.title}</span>
                  {item.description ? <small>{item.description}</small> : null}
                  {links.figure(module, item)}
                </ItemLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
