import { useNavigate } from 'react-router-dom';
import { useTenant } from '../bootstrap/tenant-context';
import { PortalHome } from './portal-home';
import { RequireSession } from './require-session';

/** /dashboard, /menu and /script (child :moduleId/:itemId?): the signed-in portal. */
export default function PortalRoute() {
  const { company } = useTenant();
  const navigate = useNavigate();
  return (
    <RequireSession companyId={company.id}>
      <PortalHome company={company} onSignedOut={() => navigate('/', { replace: true })} />
    </RequireSession>
  );
}
