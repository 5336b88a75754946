import { CookieDisclaimer } from '../../renderers/portal/cookie-disclaimer';
import type { CompanyConfig } from '../../schemas/company';
import { getCookie, setCookie } from '../session/cookies';
import { createValueStore } from '../ui/value-store';

/** SPEC §2/§9: the same cookie as the login banner; never expires. */
const COOKIE_POLICY = 'cookie-policy-accepted';

/** Accepted or closed in this page load (the portal remounts on every navigation). */
const dismissed = createValueStore(false);

/** SPEC §2 cookie disclaimer: shown when the cookie is not accepted, not closed, and an LGPD contact exists. */
export function CookieNotice({ company }: { company: CompanyConfig }) {
  const gone = dismissed.useValue();
  if (!company.lgpd || gone || getCookie(COOKIE_POLICY) !== null) return null;
  return (
    <CookieDisclaimer
      contact={company.lgpd.contact}
      onAccept={() => {
        setCookie(COOKIE_POLICY, 'true', { forever: true });
        dismissed.set(true);
      }}
      onClose={() => dismissed.set(true)}
    />
  );
}
