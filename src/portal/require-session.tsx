import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '../routes/loading-overlay';
import { restoreSession } from '../session/restore-session';
import { useSessionUser } from '../session/session-store';

/**
 * SPEC §4 route guard 9 for auth routes: a signed-in user passes; otherwise the session is restored from
 * the stored code; with none, or an invalid one, back to login with redirect_url = the full path.
 */
export function RequireSession({ companyId, children }: { companyId: string; children: ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (user || failed) return;
    let live = true;
    restoreSession(companyId).then((restored) => {
      if (live && !restored) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [user, failed, companyId]);
  if (user) return children;
  if (failed) {
    const path = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/?redirect_url=${encodeURIComponent(path)}`} replace />;
  }
  return <LoadingOverlay />;
}
