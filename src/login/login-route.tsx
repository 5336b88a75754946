import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { loginMessages } from '../../domain/messages/login';
import { AlertDialog } from '../../renderers/dialogs/alert-dialog';
import { useTenant } from '../bootstrap/tenant-context';
import { LoadingOverlay } from '../routes/loading-overlay';
import { forgetLostSession, sessionWasLost } from '../session/end-session';
import { getSessionUser } from '../session/session-store';
import { LoginScreen } from './login-screen';

// The admin's draft preview (src/admin/preview-page.tsx) draws the login screen with this chunk's own pieces,
// taken from here so that no module is shared with it (a shared module would split this route's chunk).
export { LoginLayout } from '../../renderers/login/login-layout';
export { PublicModules } from '../../renderers/login/public-modules';
export { loginMessages } from '../../domain/messages/login';
export { publicModules } from '../../domain/public-modules';

// QA 'Gravar' (issue 15, development only: the control asks the server): loaded only with `/?qa-record=1`.
const RecordingControl = lazy(() => import('../qa/record/recording-control'));

/** What a way in that failed (session code, direct hash, federation) tells the login screen. */
export type LoginNotice = { notice?: { title: string; text: string } };

/**
 * Route '/': the route guard already sent a stored session on to the app route; a user signed in when the
 * route opened is on the way there (the guard re-validates), so only the overlay shows.
 */
export default function LoginRoute() {
  const { company } = useTenant();
  const [params] = useSearchParams();
  const location = useLocation();
  const [signedIn] = useState(() => getSessionUser() !== null);
  // A session the server refused mid-work (src/session/end-session.ts) is said once, not left to guess.
  const [notice, setNotice] = useState(
    () => (location.state as LoginNotice | null)?.notice ?? (sessionWasLost() ? loginMessages.alerts.sessionEnded : null),
  );
  if (signedIn) return <LoadingOverlay />;
  return (
    <>
      {params.has('qa-record') ? (
        <Suspense fallback={<LoadingOverlay />}>
          <RecordingControl machine="login">
            <LoginScreen company={company} redirectUrl={params.get('redirect_url')} />
          </RecordingControl>
        </Suspense>
      ) : (
        <LoginScreen company={company} redirectUrl={params.get('redirect_url')} />
      )}
      <AlertDialog
        alert={notice}
        onDismiss={() => {
          setNotice(null);
          forgetLostSession();
        }}
      />
    </>
  );
}
