import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import type { ItemLinks } from './item-links';
import { ModuleNavTree } from './module-nav-tree';
import './mobile-menu.css';

type Props = { id: string; open: boolean; modules: Module[]; links: ItemLinks };

/** The hamburger's menu below 1024 px (every layout): the module tree under the header. */
export function MobileMenu({ id, open, modules, links }: Props) {
  return (
    <nav id={id} className="mobile-menu" aria-label={portalMessages.layout.mobileMenu} hidden={!open}>
      <ModuleNavTree modules={modules} links={links} />
    </nav>
  );
}
