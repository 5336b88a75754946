import { useCallback, useEffect, useId, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasAdminArea } from '../../domain/admin-access';
import { adminMenuEntry } from '../../domain/messages/admin-menu';
import { portalMessages } from '../../domain/messages/portal';
import { portalSection, sectionLayout } from '../../domain/routing';
import { SummaryFigure } from '../../renderers/items/summary-figure';
import { AppFooter } from '../../renderers/layout/app-footer';
import type { ItemLinks } from '../../renderers/layout/item-links';
import { MobileMenu } from '../../renderers/layout/mobile-menu';
import { Navbar } from '../../renderers/layout/navbar';
import { PortalFrame } from '../../renderers/layout/portal-frame';
import { Sidebar } from '../../renderers/layout/sidebar';
import { MobileAccount } from '../../renderers/portal/mobile-account';
import { PortalHeader } from '../../renderers/portal/portal-header';
import { usePageTitle } from '../../renderers/ui/page-title';
import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { EntityHeader } from '../entities/entity-header';
import { useAccountActions } from '../entities/use-account-actions';
import { summaryKey, useItemSummaries } from '../items/use-item-summaries';
import { useMobileMenu } from '../layout/use-mobile-menu';
import { useOperatorLink } from '../operator/use-operator-link';
import { NotificationCenter } from '../realtime/notification-center';
import { LoadingOverlay } from '../routes/loading-overlay';
import { endSession } from '../session/end-session';
import { dropDrafts } from '../session/form-drafts';
import { useTrackedRequest } from '../tracking/use-tracked-request';
import { askBeforeLeaving } from '../ui/leave-guard';
import { openModal } from '../ui/modal-store';
import { OpenItem } from './open-item';
import { PortalDialogs } from './portal-dialogs';
import { PortalStart } from './portal-start';
import { setPortalLoaded, usePortalLoaded } from './portal-loaded-store';
import { useItemOpening } from './use-item-opening';
import { useNotificationTitle } from './use-notification-title';
import { usePortalModules } from './use-portal-modules';
import './portal-home.css';
import { useRouteFocus } from '../ui/use-route-focus';

type Props = { company: CompanyConfig; user: UserSession; onSignedOut(): void };

/** Where 'Administração' leads: the first section the user may open (issue 10). */
const adminHome = '/admin';

/** The signed-in portal (SPEC §2 "Portal layout and dialogs"): the section's layout around the open item. */
export function PortalHome({ company, user, onSignedOut }: Props) {
  const { pathname } = useLocation();
  useRouteFocus();
  const section = portalSection(pathname);
  const layout = sectionLayout(section);
  const modules = usePortalModules(company, user);
  const summaries = useItemSummaries(company.id, modules, user);
  const menu = useMobileMenu();
  const menuId = useId();
  const loaded = usePortalLoaded();
  const accountActions = useAccountActions(company, user);
  const navigate = useNavigate();
  const admin = hasAdminArea(user.groups, company.admin?.permissions);
  const operatorLink = useOperatorLink(user);
  const accountLinks = useMemo(
    () => [
      ...(admin ? [{ label: adminMenuEntry, href: adminHome, onNavigate: () => navigate(adminHome) }] : []),
      ...(operatorLink ? [operatorLink] : []),
    ],
    [admin, navigate, operatorLink],
  );
  const closeMenu = menu.close;
  const resetLayout = useCallback(() => {
    closeMenu();
    window.scrollTo?.({ top: 0 });
  }, [closeMenu]);
  const opening = useItemOpening({ section, modules, summaries: summaries.states, onReset: resetLayout });
  const links = useMemo<ItemLinks>(
    () => ({
      ...opening.links,
      figure: (module, item) =>
        item.sumSql ? <SummaryFigure item={item} state={summaries.states[summaryKey(module.id, item.id)]} /> : null,
    }),
    [opening.links, summaries.states],
  );
  const signOut = useTrackedRequest(async () => {
    await endSession(company.id);
    // The person's own 'Sair': what a lost session kept of their forms goes too (a shared computer's next user).
    dropDrafts();
    onSignedOut();
  });
  useNotificationTitle(company.id, user.id);
  usePageTitle(opening.openItem?.title ?? portalMessages.layout.home);
  useEffect(() => setPortalLoaded(true), []);

  const { openModule, openItem } = opening;
  // A form typed in and not saved is asked about first ('Sair sem salvar?'), as any other way out of it.
  const leave = () => signOut.run(undefined);
  const logout = () => askBeforeLeaving(leave);
  const entity = <EntityHeader company={company} user={user} onOpen={menu.closeForDialog} />;
  const account = menu.compact ? (
    <MobileAccount
      userName={user.nick}
      busy={signOut.pending}
      onLogout={() => {
        // The question opens over the page, not over the menu: the menu closes and 'Continuar editando' returns
        // the focus to its button.
        if (askBeforeLeaving(leave)) menu.closeForDialog();
      }}
      onAccount={(action) => {
        menu.closeForDialog();
        openModal(action);
      }}
      entity={entity}
      actions={accountActions}
      links={accountLinks}
    />
  ) : undefined;
  const nav = layout === 'menu' ? <Sidebar modules={modules} links={links} /> : <Navbar modules={modules} links={links} />;
  return (
    <>
      {loaded ? null : <LoadingOverlay />}
      <PortalFrame
        layout={layout}
        fluid={company.style.layout?.fluid === true}
        header={
          <PortalHeader
            appName={company.appName}
            userName={user.nick}
            busy={signOut.pending}
            onLogout={logout}
            onAccount={openModal}
            menu={{ id: menuId, open: menu.open, onToggle: menu.toggle, buttonRef: menu.buttonRef }}
            compact={menu.compact}
            entity={entity}
            accountActions={accountActions}
            accountLinks={accountLinks}
            notifications={user.isPublic ? undefined : <NotificationCenter />}
          />
        }
        mobileMenu={<MobileMenu id={menuId} open={menu.open} modules={modules} links={links} account={account} />}
        nav={layout === 'menu' || layout === 'script' ? nav : undefined}
        footer={<AppFooter appName={company.appName} year={new Date().getFullYear()} />}
      >
        {openModule && openItem ? (
          <OpenItem
            companyId={company.id}
            section={section}
            module={openModule}
            item={openItem}
            user={user}
            links={links}
            onClose={opening.close}
          />
        ) : (
          <PortalStart
            company={company}
            user={user}
            layout={layout}
            modules={modules}
            links={links}
            notice={opening.unavailable ? portalMessages.layout.itemUnavailable : null}
          />
        )}
      </PortalFrame>
      <PortalDialogs company={company} user={user} />
    </>
  );
}
