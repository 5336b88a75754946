import { accountMessages } from '../../domain/messages/accounts';
import { shellMessages } from '../../domain/messages/shell';
import { appRoute } from '../../domain/routing';
import { firstName } from '../../domain/user';
import { AccountCard } from '../../renderers/account/account-card';
import { useTenant } from '../bootstrap/tenant-context';
import { useSessionUser } from '../session/session-store';
import { AppLink } from '../ui/app-link';

/** /help (hybrid): the same page with or without a session; the guard's optional login fills in the name. */
export default function HelpPage() {
  const { company } = useTenant();
  const user = useSessionUser();
  const contact = company.lgpd?.contact;
  return (
    <AccountCard title={accountMessages.ui.helpTitle} lead={user ? accountMessages.accountUi.helpGreeting(firstName(user.nick)) : undefined}>
      <p>{accountMessages.accountUi.helpText}</p>
      {contact ? (
        <p>
          <a href={`mailto:${contact}`}>{contact}</a>
        </p>
      ) : null}
      <p>
        <AppLink className="button button--primary" to={user ? appRoute(company) : '/'}>
          {user ? accountMessages.accountUi.continue : shellMessages.ui.backHome}
        </AppLink>
      </p>
    </AccountCard>
  );
}
