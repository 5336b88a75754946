import { loginMessages } from '../../domain/messages/login';
import { portalMessages } from '../../domain/messages/portal';
import '../login/cookie-banner.css';
import './cookie-disclaimer.css';

type Props = { contact: string; onAccept(): void; onClose(): void };

/** SPEC §2 cookie disclaimer in the portal: the login banner's text, 'Estou ciente', and a close button. */
export function CookieDisclaimer({ contact, onAccept, onClose }: Props) {
  return (
    <section className="cookie-banner cookie-disclaimer" aria-label={portalMessages.layout.cookieRegion}>
      <p className="cookie-banner__text">{loginMessages.ui.cookieText(contact)}</p>
      <button type="button" className="button button--primary" onClick={onAccept}>
        {loginMessages.cookieBanner.accept}
      </button>
      <button
        type="button"
        className="cookie-disclaimer__close"
        aria-label={portalMessages.layout.cookieClose}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
