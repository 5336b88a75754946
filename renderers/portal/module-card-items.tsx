import { memo } from 'react';
import type { Module } from '../../schemas/company';
import { ItemLink } from '../layout/item-link';
import type { ItemLinks } from '../layout/item-links';

/**
 * What a dashboard card holds: the module's title and its items as links with their summary figures. Memoised:
 * a scroll of the virtualised grid re-renders the rows, not the cards that stay.
 */
export const ModuleCardItems = memo(function ModuleCardItems({ module, links }: { module: Module; links: ItemLinks }) {
  return (
    <>
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
    </>
  );
});
