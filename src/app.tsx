import { lazy, Suspense } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { ribbonText } from '../domain/environment';
import { EnvironmentRibbon } from '../renderers/shell/environment-ribbon';
import type { StartUp } from './bootstrap/load-tenant';
import { TenantContext } from './bootstrap/tenant-context';
import { RouteGuard } from './guard/route-guard';
import { LoadingOverlay } from './routes/loading-overlay';
import { NotFoundPage } from './routes/not-found-page';
import { ShellEffects } from './ui/shell-effects';

// Code is loaded lazily (SPEC §9): the login route never pulls the portal, forms or validators.
const LoginRoute = lazy(() => import('./login/login-route'));
const PortalRoute = lazy(() => import('./portal/portal-route'));
const DisabledPage = lazy(() => import('./routes/disabled-page'));
const BlockedPage = lazy(() => import('./routes/blocked-page'));
const RegisterPage = lazy(() => import('./accounts/register-page'));
const ChangePasswordPage = lazy(() => import('./accounts/change-password-page'));
const TermsPage = lazy(() => import('./accounts/terms-page'));
const NotificationsPage = lazy(() => import('./accounts/notifications-page'));
const HelpPage = lazy(() => import('./accounts/help-page'));
const PublicPage = lazy(() => import('./accounts/public-page'));
const linkPages = () => import('./accounts/sign-in-link-page');
const SessionCodePage = lazy(() => linkPages().then((m) => ({ default: m.SessionCodePage })));
const DirectHashPage = lazy(() => linkPages().then((m) => ({ default: m.DirectHashPage })));
const FederationPage = lazy(() => linkPages().then((m) => ({ default: m.FederationPage })));

const portalSections = ['dashboard', 'menu', 'script'] as const;

// Route objects through useRoutes, not <Routes>/<Route> children: the same matching without the JSX-to-objects step.
const routes: RouteObject[] = [
  { path: '/', element: <LoginRoute /> },
  { path: '/disabled', element: <DisabledPage /> },
  { path: '/blocked', element: <BlockedPage /> },
  { path: '/404', element: <NotFoundPage /> },
  ...portalSections.map((section) => ({ path: `/${section}/:moduleId?/:itemId?`, element: <PortalRoute /> })),
  { path: '/register', element: <RegisterPage /> },
  { path: '/changePassword', element: <ChangePasswordPage /> },
  { path: '/session/:code', element: <SessionCodePage /> },
  { path: '/directHash/:hash', element: <DirectHashPage /> },
  { path: '/federationLogin/:appId/*', element: <FederationPage /> },
  { path: '/termos/:id/:version', element: <TermsPage /> },
  { path: '/notifications', element: <NotificationsPage /> },
  { path: '/help', element: <HelpPage /> },
  // Public routes (/aovivo-*, /live-* too) and unknown paths: the page sends the unknown to /.
  { path: '*', element: <PublicPage /> },
];
const failedRoutes: RouteObject[] = [{ path: '*', element: <NotFoundPage /> }];

function AppRoutes({ failed }: { failed?: boolean }) {
  return useRoutes(failed ? failedRoutes : routes);
}

export function App({ startUp }: { startUp: StartUp }) {
  if (!startUp.ok) {
    return (
      <BrowserRouter>
        <ShellEffects companyId={null} />
        <AppRoutes failed />
      </BrowserRouter>
    );
  }
  const { tenant } = startUp;
  return (
    <TenantContext.Provider value={tenant}>
      <BrowserRouter>
        <ShellEffects companyId={tenant.company.id} />
        <EnvironmentRibbon text={ribbonText(tenant.company.id)} />
        <Suspense fallback={<LoadingOverlay />}>
          <RouteGuard>
            <AppRoutes />
          </RouteGuard>
        </Suspense>
      </BrowserRouter>
    </TenantContext.Provider>
  );
}
