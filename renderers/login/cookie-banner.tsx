import { loginMessages } from '../../domain/messages/login';
import './cookie-banner.css';

/** The cookie disclaimer; 'Estou ciente' accepts (the app stores cookie 'cookie-policy-accepted'). */
export function CookieBanner({ contact, onAccept }: { contact: string; onAccept(): void }) {
  return (
    <section className="cookie-banner" aria-label="Cookies" role="region">
      <p className="cookie-banner__text">{loginMessages.ui.cookieText(contact)}</p>
      <button type="button" className="button button--primary" onClick={onAccept}>
        {loginMessages.cookieBanner.accept}
      </button>
    </section>
  );
}
