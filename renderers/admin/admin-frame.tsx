import type { ReactNode } from 'react';
import { adminMessages } from '../../domain/messages/admin';
import './admin.css';

type Props = { appName: string; nav: ReactNode; back: ReactNode; children: ReactNode };

/** The admin area's page: a bar with the app's name, the sections, the way back to the portal, and the screen. */
export function AdminFrame({ appName, nav, back, children }: Props) {
  return (
    <div className="admin">
      <header className="admin__bar">
        <span className="admin__brand">
          <span className="admin__logo" aria-hidden="true">
            {appName.charAt(0).toUpperCase()}
          </span>
          <span>
            {appName} <span className="admin__area">· {adminMessages.title}</span>
          </span>
        </span>
        <nav className="admin__nav" aria-label={adminMessages.nav.label}>
          {nav}
        </nav>
        <span className="admin__back">{back}</span>
      </header>
      <main className="admin__main">{children}</main>
    </div>
  );
}
