import { useEffect } from 'react';
import { portalMessages } from '../../domain/messages/portal';
import { firstName } from '../../domain/user';
import { AccountStatus } from '../../renderers/account/account-card';
import type { ItemLinks } from '../../renderers/layout/item-links';
import type { LayoutKind } from '../../renderers/layout/portal-frame';
import { ModuleGrid } from '../../renderers/portal/module-grid';
import type { CompanyConfig, Module } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { useLocation } from 'react-router-dom';
import { markDashboardReady } from './dashboard-ready';
import { Publicity } from './publicity';

type Props = {
  company: CompanyConfig;
  user: UserSession;
  layout: LayoutKind;
  modules: Module[];
  links: ItemLinks;
  /** Why the start is shown instead of the item the address names. */
  notice?: string | null;
};

/**
 * The section root (no item open): the greeting, the module cards (dashboard) or a pointer to the menu
 * (menu and script layouts), and the publicity block.
 */
export function PortalStart({ company, user, layout, modules, links, notice = null }: Props) {
  const { state } = useLocation();
  // The dashboard layout marks once its cards are drawn (ModuleGrid's onDrawn); the others with the section.
  useEffect(() => {
    if (layout !== 'dashboard' && modules.length > 0) markDashboardReady();
  }, [layout, modules.length]);
  return (
    <div className="portal-start">
      {/* A direct-hash link names what it opens (its title); an item address this user cannot open says so. */}
      <AccountStatus text={notice ?? (state as { title?: string } | null)?.title ?? null} />
      <h1 className="portal__greeting">{portalMessages.ui.greeting(firstName(user.nick))}</h1>
      {layout === 'dashboard' ? (
        <>
          <h2 className="portal__section-title">{portalMessages.ui.modulesTitle}</h2>
          <ModuleGrid modules={modules} links={links} onDrawn={markDashboardReady} />
        </>
      ) : (
        <p className="portal__hint">{modules.length > 0 ? portalMessages.layout.chooseItem : portalMessages.ui.noModules}</p>
      )}
      <Publicity company={company} user={user} />
    </div>
  );
}
