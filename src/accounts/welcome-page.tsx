import { welcomeMessages as t } from '../../domain/messages/welcome';
import { AccountCard } from '../../renderers/account/account-card';
import { useTenant } from '../bootstrap/tenant-context';
import { AppLink } from '../ui/app-link';

/** /welcome (public, SPEC §2 "not shown": our design): the tenant's name and colours, and the way in. */
export default function WelcomePage() {
  const { company } = useTenant();
  const { appName } = company;
  return (
    <AccountCard title={t.title(appName)} lead={t.lead}>
      <p>
        <AppLink className="button button--primary" to="/">
          {t.signIn}
        </AppLink>
      </p>
      <p>{company.selfRegistration?.enabled ? t.register : t.registerClosed}</p>
      {company.showHelpButton ? (
        <p>
          <AppLink to="/help">{t.help}</AppLink>
        </p>
      ) : null}
    </AccountCard>
  );
}

/** /welcome/thankyou: after a registration, the thanks and the way to sign in. */
export function ThankYouPage() {
  const { company } = useTenant();
  return (
    <AccountCard title={t.thankYouTitle} lead={t.thankYouLead(company.appName)}>
      <p>{t.thankYouText}</p>
      <p>
        <AppLink className="button button--primary" to="/">
          {t.signIn}
        </AppLink>
      </p>
    </AccountCard>
  );
}
