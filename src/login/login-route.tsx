import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { appRoute } from '../../domain/routing';
import { useTenant } from '../bootstrap/tenant-context';
import { LoadingOverlay } from '../routes/loading-overlay';
import { readSessionCode } from '../session/session-storage';
import { getSessionUser } from '../session/session-store';
import { restoreSession } from '../session/restore-session';
import { LoginScreen } from './login-screen';

type Phase = 'checking' | 'login' | 'signedIn';

/**
 * Route '/': with a stored code the session is validated first (root with a session goes to the app
 * route); otherwise, or when it is invalid, the login screen.
 */
export default function LoginRoute() {
  const { company } = useTenant();
  const [params] = useSearchParams();
  const redirectUrl = params.get('redirect_url');
  const [phase, setPhase] = useState<Phase>(() => {
    if (getSessionUser()) return 'signedIn';
    return readSessionCode() ? 'checking' : 'login';
  });
  useEffect(() => {
    if (phase !== 'checking') return;
    let live = true;
    restoreSession(company.id).then((user) => {
      if (live) setPhase(user ? 'signedIn' : 'login');
    });
    return () => {
      live = false;
    };
  }, [phase, company.id]);
  if (phase === 'checking') return <LoadingOverlay />;
  if (phase === 'signedIn') return <Navigate to={redirectUrl?.startsWith('/') ? redirectUrl : appRoute(company)} replace />;
  return <LoginScreen company={company} redirectUrl={redirectUrl} />;
}
