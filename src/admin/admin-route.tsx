import { Suspense, useEffect, useState } from 'react';
import { useRoutes } from 'react-router-dom';
import { adminMessages } from '../../domain/messages/admin';
import { lazyChunk } from '../../renderers/shell/lazy-with-timeout';
import { fetchConfig } from '../api/admin-api';
import { useTenant } from '../bootstrap/tenant-context';
import { LoadingOverlay } from '../routes/loading-overlay';
import { PageMessage } from '../routes/page-message';
import { useSessionUser } from '../session/session-store';
import { AppLink } from '../ui/app-link';

// The screens (editor, forms, CodeMirror) load only for a tenant admin; the preview frame has a chunk of its own.
const AdminScreens = lazyChunk(() => import('./admin-screens'));
const PreviewPage = lazyChunk(() => import('./preview-page'));

type Access = 'checking' | 'allowed' | 'forbidden' | 'failed';

/**
 * Whether the signed-in user administers this tenant, as the admin API answers (403 for anyone else). Asking the
 * server, not the groups, keeps the portal's chunk free of anything the admin area shares: the portal shows the
 * menu entry by domain/admin-access.ts, the server enforces the same rule.
 */
function useAdminAccess(companyId: string, signedIn: boolean): [Access, () => void] {
  const [access, setAccess] = useState<Access>('checking');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    fetchConfig(companyId).then(
      () => current && setAccess('allowed'),
      (failure: { status?: number }) => current && setAccess(failure?.status === 403 ? 'forbidden' : 'failed'),
    );
    return () => {
      current = false;
    };
  }, [companyId, signedIn, attempt]);
  return [access, () => (setAccess('checking'), setAttempt((n) => n + 1))];
}

/** 'Sem permissão': what a signed-in user who is not a tenant admin gets on /admin (issue 9). */
function ForbiddenPage() {
  const t = adminMessages.forbidden;
  return (
    <PageMessage title={t.title}>
      <p>{t.text}</p>
      <AppLink className="button button--primary" to="/">
        {t.back}
      </AppLink>
    </PageMessage>
  );
}

function AdminRoutes() {
  return useRoutes([
    { path: 'preview', element: <PreviewPage /> },
    { path: '*', element: <AdminScreens /> },
  ]);
}

/** /admin/* (an auth route: the guard signed the user in): the admin's screens, or 'Sem permissão'. */
export default function AdminRoute() {
  const { company } = useTenant();
  const user = useSessionUser();
  const [access, retry] = useAdminAccess(company.id, user !== null);
  if (!user || access === 'checking') return <LoadingOverlay />;
  if (access === 'forbidden') return <ForbiddenPage />;
  if (access === 'failed') {
    return (
      <PageMessage title={adminMessages.title}>
        <p role="alert">{adminMessages.loadFailed}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          {adminMessages.retry}
        </button>
      </PageMessage>
    );
  }
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <AdminRoutes />
    </Suspense>
  );
}
