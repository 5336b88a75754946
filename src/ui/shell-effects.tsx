import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { shellMessages } from '../../domain/messages/shell';
import { ConnectionErrorDialog } from '../../renderers/dialogs/connection-error-dialog';
import { recordActivity } from '../api/activity-api';
import { setFailureHandlers } from '../api/http-client';
import { sessionRedirect } from '../../domain/session';
import { endSession } from '../session/end-session';
import { browserInfo } from './browser-info';
import { closeConnectionError, openConnectionError, useConnectionError } from './connection-error-store';

/** Wires the API client's one interceptor to the app: connection-error dialog and session loss. */
export function ShellEffects({ companyId }: { companyId: string | null }) {
  const navigate = useNavigate();
  const failure = useConnectionError();
  useEffect(() => {
    setFailureHandlers({
      onConnectionError(next) {
        openConnectionError(next);
        if (companyId) recordActivity(companyId, 'connectionError', { link: window.location.href }).catch(() => undefined);
      },
      // The same end as the route guard's session error (SPEC §4): logout, login keeping the full path.
      onSessionError() {
        void endSession(companyId, { lost: true });
        const { pathname, search, hash } = window.location;
        navigate(sessionRedirect(`${pathname}${search}${hash}`), { replace: true });
      },
    });
  }, [companyId, navigate]);
  const detail = failure?.error ? shellMessages.detail(failure.status, failure.error, failure.message ?? '') : null;
  return <ConnectionErrorDialog open={failure !== null} browserInfo={browserInfo()} detail={detail} onClose={closeConnectionError} />;
}
