import type { ReactNode, RefObject } from 'react';
import { portalMessages } from '../../domain/messages/portal';
import { AccountMenu, type AccountAction, type AccountLink } from './account-menu';
import './portal-header.css';

type Props = {
  appName: string;
  userName: string;
  busy: boolean;
  onLogout(): void;
  onAccount(action: AccountAction): void;
  /** The hamburger (below 1024 px) and the mobile menu it opens. */
  menu: { id: string; open: boolean; onToggle(): void; buttonRef?: RefObject<HTMLButtonElement | null> };
  /**
   * The phone header (600 px or less, issue 14): one row of hamburger, app name and bell; the user's actions are
   * in the mobile menu instead (MobileAccount).
   */
  compact?: boolean;
  /** The entity area (selector and current selection). */
  entity?: ReactNode;
  /** The 'Minha conta' entries of this user (default: profile, password, feedback). */
  accountActions?: readonly AccountAction[];
  /** Menu entries that go to other screens ('Administração' for tenant admins). */
  accountLinks?: readonly AccountLink[];
  /** The live notification list (bell with the unread count). */
  notifications?: ReactNode;
};

/** The top bar of the signed-in portal: hamburger, app name, entities, user, 'Minha conta' and 'Sair'. */
export function PortalHeader(props: Props) {
  const { appName, userName, busy, onLogout, onAccount, menu, entity, accountActions, accountLinks, notifications, compact } = props;
  const { layout } = portalMessages;
  return (
    <header className={`portal-header ${compact ? 'portal-header--compact' : ''}`}>
      <button
        ref={menu.buttonRef}
        type="button"
        className="portal-header__hamburger"
        aria-expanded={menu.open}
        aria-controls={menu.id}
        aria-label={menu.open ? layout.closeMenu : layout.openMenu}
        onClick={menu.onToggle}
      >
        <span aria-hidden="true" />
      </button>
      <span className="portal-header__brand">
        <span className="portal-header__logo" aria-hidden="true">
          {appName.charAt(0).toUpperCase()}
        </span>
        <span className="portal-header__app" data-testid="header-app-name">
          {appName}
        </span>
      </span>
      {/*
        The same elements in the same places at every width, some of them left out on the phone: crossing 600 px
        (a phone turned sideways) keeps the bell as it was, its panel open, instead of mounting it anew.
      */}
      {entity && !compact ? <div className="portal-header__entity">{entity}</div> : null}
      <span className="portal-header__user">
        {compact ? null : (
          <span className="portal-header__name" data-testid="header-user-name">
            {userName}
          </span>
        )}
        {notifications}
        {compact ? null : <AccountMenu onChoose={onAccount} actions={accountActions} links={accountLinks} />}
        {compact ? null : (
          <button type="button" className="button button--light" onClick={onLogout} disabled={busy} aria-busy={busy}>
            {portalMessages.portal.logout}
          </button>
        )}
      </span>
    </header>
  );
}
