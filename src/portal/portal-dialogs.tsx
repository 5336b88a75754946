import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { AccountDialogs } from './account-dialogs';
import { BannerModal } from './banner-modal';
import { CookieNotice } from './cookie-notice';

/** The portal's dialogs and notices: account dialogs, the dashboard banner modal and the cookie disclaimer. */
export function PortalDialogs({ company, user }: { company: CompanyConfig; user: UserSession }) {
  return (
    <>
      <AccountDialogs company={company} user={user} />
      <BannerModal company={company} userId={user.id} />
      <CookieNotice company={company} />
    </>
  );
}
