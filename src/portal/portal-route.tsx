import { useNavigate } from 'react-router-dom';
import { useTenant } from '../bootstrap/tenant-context';
import { PortalHome } from './portal-home';

/** /dashboard, /menu and /script (child :moduleId/:itemId?): the signed-in portal (the route guard let us in). */
export default function PortalRoute() {
  const { company } = useTenant();
  const navigate = useNavigate();
  return <PortalHome company={company} onSignedOut={() => navigate('/', { replace: true })} />;
}
