import { useEffect, useRef, type ReactNode } from 'react';
import { adminMessages } from '../../domain/messages/admin';
import './admin.css';

type Props = { appName: string; nav: ReactNode; back: ReactNode; children: ReactNode };

/** The admin area's page: a bar with the app's name, the sections, the way back to the portal, and the screen. */
export function AdminFrame({ appName, nav, back, children }: Props) {
  const navRef = useRef<HTMLElement>(null);
  // On a phone the sections scroll sideways: keep the open one in view (sideways only, never the page).
  useEffect(() => {
    const bar = navRef.current;
    const current = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !current) return;
    const left = current.getBoundingClientRect().left - bar.getBoundingClientRect().left;
    if (left < 0 || left + current.offsetWidth > bar.clientWidth) bar.scrollLeft += left - 16;
  });
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
        <nav ref={navRef} className="admin__nav" aria-label={adminMessages.nav.label}>
          {nav}
        </nav>
        <span className="admin__back">{back}</span>
      </header>
      <main className="admin__main">{children}</main>
    </div>
  );
}
