import { useRef, type ReactNode } from 'react';
import './area-frame.css';
import { useScrollRow } from './scroll-row';
import { MAIN_ID, SkipLink } from './skip-link';

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
 * the area's and the way back, its sections (a column on the left at desktop width, a row under the bar on a
 * tablet or a phone), then the screen. Section links take the class `area__nav-link`, screen headings
 * `area__title`, `area__subtitle` and `area__intro`.
 */
export function AreaFrame({ appName, area, nav, back, children }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the sections are one row that scrolls sideways, the open one in view.
  useScrollRow(listRef, '[aria-current="page"]');
  return (
    <div className={nav ? 'area area--sections' : 'area'}>
      <SkipLink />
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
        <span className="area__back">{back}</span>
      </header>
      {nav ? (
        <nav className="area__nav" aria-label={nav.label}>
          <div ref={listRef} className="area__nav-list scroll-row">
            {nav.links}
          </div>
        </nav>
      ) : null}
      <main id={MAIN_ID} className="area__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
