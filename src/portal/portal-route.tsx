import { useNavigate } from 'react-router-dom';
import { useTenant } from '../bootstrap/tenant-context';
import { useSessionUser } from '../session/session-store';
import { PortalHome } from './portal-home';

/** /dashboard, /menu, /script and /app (child :moduleId/:itemId?): the signed-in portal (the guard let us in). */
export default function PortalRoute() {
  const { company } = useTenant();
  const user = useSessionUser();
  const navigate = useNavigate();
  if (!user) return null;
  return <PortalHome company={company} user={user} onSignedOut={() => navigate('/', { replace: true })} />;
}
