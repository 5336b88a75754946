import { Link } from 'react-router-dom';
import { messages } from '../../domain/messages';
import { appRoute } from '../../domain/routing';
import { firstName } from '../../domain/user';
import { AccountCard } from '../../renderers/account/account-card';
import { useTenant } from '../bootstrap/tenant-context';
import { useSessionUser } from '../session/session-store';

/** /help (hybrid): the same page with or without a session; the guard's optional login fills in the name. */
export default function HelpPage() {
  const { company } = useTenant();
  const user = useSessionUser();
  const contact = company.lgpd?.contact;
  return (
    <AccountCard title={messages.ui.helpTitle} lead={user ? messages.accountUi.helpGreeting(firstName(user.nick)) : undefined}>
      <p>{messages.accountUi.helpText}</p>
      {contact ? (
        <p>
          <a href={`mailto:${contact}`}>{contact}</a>
        </p>
      ) : null}
      <p>
        <Link className="button button--primary" to={user ? appRoute(company) : '/'}>
          {user ? messages.accountUi.continue : messages.ui.backHome}
        </Link>
      </p>
    </AccountCard>
  );
}
