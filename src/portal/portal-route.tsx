import { useNavigate } from 'react-router-dom';
import { useTenant } from '../bootstrap/tenant-context';
import { useSessionUser } from '../session/session-store';
import { PortalHome } from './portal-home';

// The admin's draft preview (src/admin/preview-page.tsx) draws the dashboard with this chunk's own pieces,
// taken from here so that no module is shared with it (a shared module would split this route's chunk).
export { ModuleGrid } from '../../renderers/portal/module-grid';
export { PortalHeader } from '../../renderers/portal/portal-header';
export { visibilityContext, visibleModules } from '../../domain/visibility';

/** /dashboard, /menu, /script and /app (child :moduleId/:itemId?): the signed-in portal (the guard let us in). */
export default function PortalRoute() {
  const { company } = useTenant();
  const user = useSessionUser();
  const navigate = useNavigate();
  if (!user) return null;
  return <PortalHome company={company} user={user} onSignedOut={() => navigate('/', { replace: true })} />;
}
