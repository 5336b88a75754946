import type { ReactNode } from 'react';
import { MAIN_ID, SkipLink } from '../ui/skip-link';
import './portal-frame.css';

/** The section layouts (SPEC §2): dashboard cards, menu sidebar, script navbar. */
export type LayoutKind = 'dashboard' | 'menu' | 'script';

type Props = {
  layout: LayoutKind;
  /** style.layout.fluid: no max-width container. */
  fluid: boolean;
  header: ReactNode;
  mobileMenu: ReactNode;
  /** Menu layout: the sidebar; script layout: the navbar. */
  nav?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
};

/** The signed-in portal's frame: header, mobile menu, the layout's navigation, main content and footer. */
export function PortalFrame({ layout, fluid, header, mobileMenu, nav, footer, children }: Props) {
  const main = (
    <main id={MAIN_ID} className={`portal-frame__main ${fluid ? 'portal-frame__main--fluid' : ''}`} tabIndex={-1}>
      {children}
    </main>
  );
  return (
    <div className={`portal-frame portal-frame--${layout}`} data-layout={layout}>
      <SkipLink />
      {header}
      {mobileMenu}
      {layout === 'script' ? nav : null}
      {layout === 'menu' ? (
        <div className="portal-frame__body">
          {nav}
          {main}
        </div>
      ) : (
        main
      )}
      {footer}
    </div>
  );
}
