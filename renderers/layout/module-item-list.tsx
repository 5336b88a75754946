import type { Module } from '../../schemas/company';
import { ItemLink } from './item-link';
import type { ItemLinks } from './item-links';

type Props = {
  module: Module;
  links: ItemLinks;
  /** BEM block of the caller: `${block}__items` on the list, `${block}__item` on each link. */
  block: string;
  id?: string;
  hidden?: boolean;
  labelledBy?: string;
};

/** A module's items as a list of links with their summary figures (sidebar tree, navbar, mobile menu). */
export function ModuleItemList({ module, links, block, id, hidden, labelledBy }: Props) {
  return (
    <ul id={id} className={`${block}__items`} hidden={hidden} aria-labelledby={labelledBy}>
      {module.items.map((item) => (
        <li key={item.id}>
          <ItemLink className={`${block}__item`} module={module} item={item} links={links}>
            <span>{item.title}</span>
            {links.figure(module, item)}
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}
