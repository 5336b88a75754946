import type { PortalSection } from '../../domain/routing';
import { ItemView } from '../../renderers/items/item-view';
import type { ItemLinks } from '../../renderers/layout/item-links';
import { ItemPanel } from '../../renderers/portal/item-panel';
import type { Module } from '../../schemas/company';
import type { ModuleItem } from '../../schemas/items';
import type { UserSession } from '../../schemas/session';
import { ItemModal } from './item-modal';
import { PortalItemServices } from './portal-item-services';

type Props = {
  companyId: string;
  section: PortalSection;
  module: Module;
  item: ModuleItem;
  user: UserSession;
  links: ItemLinks;
  onClose(): void;
};

/** The open item: its panel (breadcrumb, 'Fechar', tabs), its renderer with the item services, its modal. */
export function OpenItem({ companyId, section, module, item, user, links, onClose }: Props) {
  const key = `${module.id}/${item.id}`;
  return (
    <ItemPanel module={module} item={item} links={links} homeHref={`/${section}`} onClose={onClose}>
      <PortalItemServices companyId={companyId} section={section} onClose={onClose}>
        <ItemView key={key} module={module} item={item} user={user} />
      </PortalItemServices>
      {item.modal ? <ItemModal key={key} moduleId={module.id} item={item} /> : null}
    </ItemPanel>
  );
}
