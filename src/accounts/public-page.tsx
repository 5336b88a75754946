import { Navigate, useLocation } from 'react-router-dom';
import { accountMessages } from '../../domain/messages/accounts';
import { classifyRoute } from '../../domain/route-table';
import { publicModules } from '../../domain/public-modules';
import { PublicModules } from '../../renderers/login/public-modules';
import { useTenant } from '../bootstrap/tenant-context';
import { LivePage } from '../live/live-page';
import { readSessionCode } from '../session/session-storage';
import { AppLink } from '../ui/app-link';

/**
 * Public routes (/aovivo/:id, /live/:id, /aovivo-*, /live-*): the guard opened the public session; the page is
 * the live shop of that id (issue 11) with the modules flagged role.showLogin under it, and the way to the portal:
 * 'Entrar' for a visitor, 'Voltar ao portal' for someone signed in (both go to /, where the guard sends each on).
 * Any other path the router does not know goes to /.
 */
export default function PublicPage() {
  const { company } = useTenant();
  const { pathname } = useLocation();
  const route = classifyRoute(pathname);
  if (route?.kind !== 'public') return <Navigate to="/" replace />;
  const modules = publicModules(company.modules);
  return (
    <LivePage liveId={route.params.id ?? ''}>
      {modules.length > 0 ? <PublicModules modules={modules} openItems /> : null}
      <p>
        <AppLink className="button button--ghost" to="/">
          {readSessionCode() ? accountMessages.accountUi.backToPortal : accountMessages.accountUi.signIn}
        </AppLink>
      </p>
    </LivePage>
  );
}
