import { Suspense, useEffect, useState } from 'react';
import { useRoutes } from 'react-router-dom';
import { adminMessages } from '../../domain/messages/admin';
import { lazyChunk } from '../../renderers/shell/lazy-with-timeout';
import { fetchAdminMe, type AdminMe } from '../api/admin-api';
import { useTenant } from '../bootstrap/tenant-context';
import { LoadingOverlay } from '../routes/loading-overlay';
import { PageMessage } from '../routes/page-message';
import { useSessionUser } from '../session/session-store';
import { permittedSections } from './admin-sections';

// The screens load only for a caller with an admin permission; the preview frame has a chunk of its own.
const AdminScreens = lazyChunk(() => import('./admin-screens'));
const PreviewPage = lazyChunk(() => import('./preview-page'));

type Access = { kind: 'checking' } | { kind: 'allowed'; me: AdminMe } | { kind: 'forbidden' } | { kind: 'failed' };

/**
 * Who the signed-in user is in the admin area, as `GET me` answers (403 for anyone without a permission there).
 * Asking the server keeps the portal's chunk free of anything the admin area shares: the portal shows the menu
 * entry by domain/admin-access.ts, the server enforces the same rule.
 */
function useAdminAccess(companyId: string, signedIn: boolean): [Access, () => void] {
  const [access, setAccess] = useState<Access>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    fetchAdminMe(companyId).then(
      (me) => current && setAccess(permittedSections(me.permissions).length > 0 ? { kind: 'allowed', me } : { kind: 'forbidden' }),
      (failure: { status?: number }) => current && setAccess({ kind: failure?.status === 403 ? 'forbidden' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [companyId, signedIn, attempt]);
  return [access, () => (setAccess({ kind: 'checking' }), setAttempt((n) => n + 1))];
}

/** 'Sem permissão': what a signed-in user with no admin-area permission gets on /admin (issues 9 and 10). */
function ForbiddenPage() {
  const t = adminMessages.forbidden;
  return <PageMessage title={t.title} text={t.text} link={{ to: '/', label: t.back }} />;
}

function AdminRoutes({ me }: { me: AdminMe }) {
  return useRoutes([
    { path: 'preview', element: <PreviewPage /> },
    { path: '*', element: <AdminScreens me={me} /> },
  ]);
}

/** /admin/* (an auth route: the guard signed the user in): the sections the caller may open, or 'Sem permissão'. */
export default function AdminRoute() {
  const { company } = useTenant();
  const user = useSessionUser();
  const [access, retry] = useAdminAccess(company.id, user !== null);
  if (!user || access.kind === 'checking') return <LoadingOverlay />;
  if (access.kind === 'forbidden') return <ForbiddenPage />;
  if (access.kind === 'failed') {
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
      <AdminRoutes me={access.me} />
    </Suspense>
  );
}
