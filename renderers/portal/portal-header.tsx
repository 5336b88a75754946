import { messages } from '../../domain/messages';
import './portal-header.css';

type Props = { appName: string; userName: string; busy: boolean; onLogout(): void };

/** The top bar of the signed-in portal: app name, user and 'Sair'. */
export function PortalHeader({ appName, userName, busy, onLogout }: Props) {
  return (
    <header className="portal-header">
      <span className="portal-header__brand">
        <span className="portal-header__logo" aria-hidden="true">
          {appName.charAt(0).toUpperCase()}
        </span>
        {appName}
      </span>
      <span className="portal-header__user">
        <span className="portal-header__name">{userName}</span>
        <button type="button" className="button button--light" onClick={onLogout} disabled={busy} aria-busy={busy}>
          {messages.portal.logout}
        </button>
      </span>
    </header>
  );
}
