import { Navigate, useLocation } from 'react-router-dom';
import { accountMessages } from '../../domain/messages/accounts';
import { classifyRoute } from '../../domain/route-table';
import { publicModules } from '../../domain/public-modules';
import { AccountCard } from '../../renderers/account/account-card';
import { PublicModules } from '../../renderers/login/public-modules';
import { useTenant } from '../bootstrap/tenant-context';
import { AppLink } from '../ui/app-link';

/**
 * Public routes (/aovivo/:id, /live/:id, /aovivo-*, /live-*): the guard opened the public session; the page
 * lists the modules flagged role.showLogin. Any other path the router does not know goes to /.
 */
export default function PublicPage() {
  const { company } = useTenant();
  const { pathname } = useLocation();
  const route = classifyRoute(pathname);
  if (route?.kind !== 'public') return <Navigate to="/" replace />;
  return (
    <AccountCard title={accountMessages.accountUi.publicTitle} lead={accountMessages.accountUi.publicText} wide>
      <PublicModules modules={publicModules(company.modules)} />
      <p>
        <AppLink className="button button--ghost" to="/">
          {accountMessages.accountUi.signIn}
        </AppLink>
      </p>
    </AccountCard>
  );
}
