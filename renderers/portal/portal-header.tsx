import { portalMessages } from '../../domain/messages/portal';
import { AccountMenu, type AccountAction } from './account-menu';
import './portal-header.css';

type Props = { appName: string; userName: string; busy: boolean; onLogout(): void; onAccount(action: AccountAction): void };

/** The top bar of the signed-in portal: app name, user, 'Minha conta' and 'Sair'. */
export function PortalHeader({ appName, userName, busy, onLogout, onAccount }: Props) {
  return (
    <header className="portal-header">
      <span className="portal-header__brand">
        <span className="portal-header__logo" aria-hidden="true">
          {appName.charAt(0).toUpperCase()}
        </span>
        {appName}
      </span>
      <span className="portal-header__user">
        <span className="portal-header__name" data-testid="header-user-name">
          {userName}
        </span>
        <AccountMenu onChoose={onAccount} />
        <button type="button" className="button button--light" onClick={onLogout} disabled={busy} aria-busy={busy}>
          {portalMessages.portal.logout}
        </button>
      </span>
    </header>
  );
}
