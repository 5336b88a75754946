import { useRef, type ReactNode } from 'react';
import './area-frame.css';
import { useScrollRow } from './scroll-row';

type Props = {
  appName: string;
  /** The area's name beside the app's: 'Administração', 'Operação da plataforma'. */
  area: string;
  /** The area's sections, when it has more than one screen. */
  nav?: { label: string; links: ReactNode };
  /** The way back to the portal. */
  back: ReactNode;
  children: ReactNode;
};

/**
 * A work area outside the portal (the tenant admin's, the platform operators'): a bar with the app's name and
 * the area's, its sections, the way back, then the screen. Section links take the class `area__nav-link`, screen
 * headings `area__title`, `area__subtitle` and `area__intro`.
 */
export function AreaFrame({ appName, area, nav, back, children }: Props) {
  const navRef = useRef<HTMLElement>(null);
  // On a phone the sections are one row that scrolls sideways, the open one in view.
  useScrollRow(navRef, '[aria-current="page"]');
  return (
    <div className="area">
      <header className="area__bar">
        <span className="area__brand">
          <span className="area__logo" aria-hidden="true">
            {appName.charAt(0).toUpperCase()}
          </span>
          <span className="area__names">
            <span>{appName}</span>{' '}
            <span className="area__sep" aria-hidden="true">
              ·
            </span>{' '}
            <span className="area__name">{area}</span>
          </span>
        </span>
        {nav ? (
          <nav ref={navRef} className="area__nav scroll-row" aria-label={nav.label}>
            {nav.links}
          </nav>
        ) : null}
        <span className="area__back">{back}</span>
      </header>
      <main className="area__main">{children}</main>
    </div>
  );
}
