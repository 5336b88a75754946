import { useState } from 'react';
import { CookieBanner } from '../../renderers/login/cookie-banner';
import { LoginModal } from '../../renderers/login/login-modal';
import { PromoAccordion } from '../../renderers/login/promo-accordion';
import type { CompanyConfig } from '../../schemas/company';
import { recordActivity } from '../api/activity-api';
import { useMediaQuery } from '../hooks/use-media-query';
import { getCookie, setCookie } from '../session/cookies';
import { useTrackedRequest } from '../tracking/use-tracked-request';

export const COOKIE_POLICY = 'cookie-policy-accepted';
export const LOGIN_MODAL_WATCHED = 'watched';

/**
 * Login-screen extras: the login modal (> 768 px, once per cookie), the cookie banner and the promo. The modal
 * comes with the screen (its HTML is sanitised by the server; the component is 0.3 KB): a lazy chunk opened it
 * up to 300 ms after the e-mail field had the focus, so the first keys a quick user typed went to its button.
 */
export function LoginExtras({ company, firstName }: { company: CompanyConfig; firstName: string | null }) {
  const wide = useMediaQuery('(min-width: 769px)');
  const promoMobile = useMediaQuery('(max-width: 785px)');
  const [modalClosed, setModalClosed] = useState(() => getCookie(LOGIN_MODAL_WATCHED) !== null);
  const [cookieAccepted, setCookieAccepted] = useState(() => getCookie(COOKIE_POLICY) !== null);
  const link = company.simplificaPublicityLink;
  const promo = useTrackedRequest((href: string) =>
    recordActivity(company.id, 'simplificaPublicityClick', { link: href }),
  );
  const modal = company.modalLogin;
  return (
    <>
      {modal && wide && !modalClosed ? (
        <LoginModal
          open
          title={company.appName}
          html={modal.html}
          onClose={() => {
            if (modal.setCookieWatched !== false) setCookie(LOGIN_MODAL_WATCHED, 'true', { forever: true });
            setModalClosed(true);
          }}
        />
      ) : null}
      {company.lgpd && !cookieAccepted ? (
        <CookieBanner
          contact={company.lgpd.contact}
          onAccept={() => {
            setCookie(COOKIE_POLICY, 'true', { forever: true });
            setCookieAccepted(true);
          }}
        />
      ) : null}
      {link ? (
        <PromoAccordion
          firstName={firstName || null}
          mobile={promoMobile}
          onLearnMore={() => {
            promo.run(link);
            window.open(link, '_blank', 'noopener,noreferrer');
          }}
        />
      ) : null}
    </>
  );
}
