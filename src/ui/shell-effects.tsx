import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../domain/messages';
import { ConnectionErrorDialog } from '../../renderers/dialogs/connection-error-dialog';
import { recordActivity } from '../api/activity-api';
import { setFailureHandlers } from '../api/http-client';
import { clearSessionCode } from '../session/session-storage';
import { setSessionUser } from '../session/session-store';
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
      onSessionError() {
        clearSessionCode();
        setSessionUser(null);
        const { pathname, search, hash } = window.location;
        const path = `${pathname}${search}${hash}`;
        navigate(pathname === '/' ? '/' : `/?redirect_url=${encodeURIComponent(path)}`, { replace: true });
      },
    });
  }, [companyId, navigate]);
  const detail = failure?.error ? messages.detail(failure.status, failure.error, failure.message ?? '') : null;
  return <ConnectionErrorDialog open={failure !== null} browserInfo={browserInfo()} detail={detail} onClose={closeConnectionError} />;
}
