import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { leaveMessages } from '../../domain/messages/leave';
import type { PortalSection } from '../../domain/routing';
import { ItemView } from '../../renderers/items/item-view';
import type { ItemLinks } from '../../renderers/layout/item-links';
import { ItemPanel } from '../../renderers/portal/item-panel';
import type { Module } from '../../schemas/company';
import type { ModuleItem } from '../../schemas/items';
import type { UserSession } from '../../schemas/session';
import { useLeaveGuard } from '../ui/leave-guard';
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

/**
 * The open item: its panel (breadcrumb, 'Fechar', tabs), its renderer with the item services, its modal. While
 * the item holds unsaved edits (a form typed in, not saved), leaving it by a link, a tab, 'Fechar', the header's
 * 'Sair', Back or closing the browser tab asks 'Sair sem salvar?' first (ui/leave-guard).
 */
export function OpenItem({ companyId, section, module, item, user, links, onClose }: Props) {
  const key = `${module.id}/${item.id}`;
  const [unsaved, setUnsaved] = useState(false);
  const guard = useLeaveGuard({ changed: unsaved, keep: useLocation().pathname, text: leaveMessages.formItem });
  const { ask } = guard;
  const close = useCallback(() => ask(onClose), [ask, onClose]);
  // The module's tabs are buttons: they open another item through `open`, asked like a link.
  const panelLinks = useMemo<ItemLinks>(() => ({ ...links, open: (m, i) => ask(() => links.open(m, i)) }), [links, ask]);
  return (
    <ItemPanel module={module} item={item} links={panelLinks} homeHref={`/${section}`} onClose={close}>
      <PortalItemServices companyId={companyId} section={section} userId={user.id} onClose={close} onUnsaved={setUnsaved}>
        <ItemView key={key} module={module} item={item} user={user} />
      </PortalItemServices>
      {item.modal ? <ItemModal key={key} moduleId={module.id} item={item} /> : null}
      {guard.dialog}
    </ItemPanel>
  );
}
