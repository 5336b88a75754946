import { useMachine } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { classifyRoute, type RouteMatch } from '../../domain/route-table';
import { appRoute } from '../../domain/routing';
import { isCompanyDisabled } from '../../domain/tenant-access';
import { routeGuardMachine, type RouteGuardInput } from '../../machines/route-guard.machine';
import { useTenant, type Tenant } from '../bootstrap/tenant-context';
import { LoadingOverlay } from '../routes/loading-overlay';
import { readSessionCode } from '../session/session-storage';
import { getSessionUser } from '../session/session-store';
import { guardEffects, isBlockedChecked } from './guard-effects';
import { useRoutesOpened } from './use-routes-opened';

type Navigation = { from: string; to: string; fullPath: string; route: RouteMatch; search: string };

function guardInput(tenant: Tenant, nav: Navigation): RouteGuardInput {
  const { company } = tenant;
  return {
    from: nav.from,
    to: nav.to,
    fullPath: nav.fullPath,
    route: {
      kind: nav.route.kind,
      isRoot: nav.route.isRoot,
      ...(nav.route.kind === 'public' && nav.route.params.id ? { publicId: nav.route.params.id } : {}),
    },
    company: { disabled: isCompanyDisabled(company), blockedMessage: tenant.blockedMessage },
    devQuery: new URLSearchParams(nav.search).get('dev') === '1',
    blockedChecked: isBlockedChecked(),
    hasStoredCode: readSessionCode() !== null,
    loggedIn: getSessionUser() !== null,
    appRoute: appRoute(company),
  };
}

/**
 * One navigation through the routeGuard statechart (SPEC §4 steps 1-9), remounted per navigation. It renders
 * nothing: it tells the wrapper whether the page must wait (login by token, public session, a redirect).
 */
function GuardRun({ nav, onBlocking }: { nav: Navigation; onBlocking(blocking: boolean): void }) {
  const tenant = useTenant();
  const navigate = useNavigate();
  const [machine] = useState(() => routeGuardMachine.provide(guardEffects(tenant.company.id)));
  const [snapshot] = useMachine(machine, { input: guardInput(tenant, nav) });
  const { outcome, redirectTo, loading } = snapshot.context;
  const leaving = outcome !== null && outcome !== 'allowed';
  const blocking = leaving || loading || snapshot.matches('publicSession');
  useEffect(() => {
    if (leaving) navigate(redirectTo ?? '/', { replace: true });
  }, [leaving, redirectTo, navigate]);
  useEffect(() => onBlocking(blocking), [blocking, onBlocking]);
  return null;
}

/**
 * Wraps the routes: every navigation runs the guard. The routes mount once the first run lets the page through
 * and then stay mounted across navigations (a new run only lays the loading overlay over them), so the portal
 * keeps its layout and summary figures while the user moves between items. A signed-in user's session is
 * re-validated in the background; unknown paths go straight to the router's '*'.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [from, setFrom] = useState('');
  const [blocking, setBlocking] = useState(true);
  const { opened, opening } = useRoutesOpened(blocking);
  const to = `${location.pathname}${location.search}`;
  useEffect(() => setFrom(to), [to]);
  const route = classifyRoute(location.pathname);
  if (!route) return children;
  const nav: Navigation = { from, to, fullPath: `${to}${location.hash}`, route, search: location.search };
  return (
    <>
      <GuardRun key={location.key} nav={nav} onBlocking={setBlocking} />
      {opened ? children : null}
      {blocking || opening ? <LoadingOverlay /> : null}
    </>
  );
}
