import type { ReactNode } from 'react';
import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import type { ItemLinks } from './item-links';
import { ModuleNavTree } from './module-nav-tree';
import './mobile-menu.css';

type Props = {
  id: string;
  open: boolean;
  modules: Module[];
  links: ItemLinks;
  /** The phone header's actions (600 px or less, issue 14), above the module tree. */
  account?: ReactNode;
};

/**
 * The hamburger's menu below 1024 px (every layout): the module tree under the header. A closed menu is hidden,
 * so its tree is drawn only when it opens (a big tenant's dashboard does not pay for a second copy of every item).
 */
export function MobileMenu({ id, open, modules, links, account }: Props) {
  return (
    <nav id={id} className="mobile-menu" aria-label={portalMessages.layout.mobileMenu} hidden={!open}>
      {open ? account : null}
      {open ? <ModuleNavTree modules={modules} links={links} /> : null}
    </nav>
  );
}
