import type { ReactNode } from 'react';
import { loginMessages } from '../../domain/messages/login';
import { usePageTitle } from '../ui/page-title';
import './login-layout.css';

type Props = { appName: string; aside?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The login page frame: optional public-modules column on the left, the centred card, extras below. */
export function LoginLayout({ appName, aside, children, footer }: Props) {
  usePageTitle(loginMessages.login.pageTitle);
  return (
    <div className={`login-layout ${aside ? 'login-layout--with-aside' : ''}`}>
      {aside ? <aside className="login-layout__aside">{aside}</aside> : null}
      <main className="login-layout__main">
        <section className="login-card" aria-labelledby="login-title">
          <header className="login-card__header">
            <span className="login-card__logo" aria-hidden="true">
              {appName.charAt(0).toUpperCase()}
            </span>
            <span className="login-card__app">{appName}</span>
          </header>
          <h1 id="login-title" className="login-card__title">
            {loginMessages.login.title}
          </h1>
          {children}
        </section>
        {footer}
      </main>
    </div>
  );
}
