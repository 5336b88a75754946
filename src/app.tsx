import { Suspense } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { ribbonText } from '../domain/environment';
import { portalSections } from '../domain/routing';
import { EnvironmentRibbon } from '../renderers/shell/environment-ribbon';
import { lazyChunk } from '../renderers/shell/lazy-with-timeout';
import type { StartUp } from './bootstrap/load-tenant';
import { TenantContext } from './bootstrap/tenant-context';
import { ChatEffects } from './chat/chat-effects';
import { RouteGuard } from './guard/route-guard';
import { PortalRoute } from './portal/portal-chunk';
import { LoadingOverlay } from './routes/loading-overlay';
import { NotFoundPage } from './routes/not-found-page';
import { DocumentTitle } from './ui/document-title';
import { ShellEffects } from './ui/shell-effects';

// Code is loaded lazily (SPEC §9), each chunk with the 120 s load timeout: the login route never pulls the
// portal, forms or validators.
const LoginRoute = lazyChunk(() => import('./login/login-route'));
const DisabledPage = lazyChunk(() => import('./routes/disabled-page'));
const BlockedPage = lazyChunk(() => import('./routes/blocked-page'));
const OperatorRoute = lazyChunk(() => import('./operator/operator-route'));
const RegisterPage = lazyChunk(() => import('./accounts/register-page'));
const ChangePasswordPage = lazyChunk(() => import('./accounts/change-password-page'));
const TermsPage = lazyChunk(() => import('./accounts/terms-page'));
const NotificationsPage = lazyChunk(() => import('./accounts/notifications-page'));
const HelpPage = lazyChunk(() => import('./accounts/help-page'));
const PublicPage = lazyChunk(() => import('./accounts/public-page'));
const EntitiesValidationPage = lazyChunk(() => import('./entities/entities-validation-page'));
const AdminRoute = lazyChunk(() => import('./admin/admin-route'));
const WelcomePage = lazyChunk(() => import('./accounts/welcome-page'));
const ThankYouPage = lazyChunk(async () => ({ default: (await import('./accounts/welcome-page')).ThankYouPage }));
const EmailDeliverabilityPage = lazyChunk(() => import('./accounts/email-deliverability-page'));
const DynamicFormPage = lazyChunk(() => import('./forms/dynamic-form-page'));
const linkPages = () => import('./accounts/sign-in-link-page');
const SessionCodePage = lazyChunk(async () => ({ default: (await linkPages()).SessionCodePage }));
const DirectHashPage = lazyChunk(async () => ({ default: (await linkPages()).DirectHashPage }));
const FederationPage = lazyChunk(async () => ({ default: (await linkPages()).FederationPage }));
// The QA workbench (issue 15): its own chunk, loaded only on /qa (the server serves its data to QA only).
const QaRoute = lazyChunk(() => import('./qa/qa-route'));

// Route objects through useRoutes, not <Routes>/<Route> children: the same matching without the JSX-to-objects step.
const routes: RouteObject[] = [
  { path: '/', element: <LoginRoute /> },
  { path: '/disabled', element: <DisabledPage /> },
  { path: '/blocked', element: <BlockedPage /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '/operacao', element: <OperatorRoute /> },
  // SPEC §2: the portal's sections, /app being the standalone app; each has the child :moduleId/:itemId?.
  ...portalSections.map((section) => ({ path: `/${section}/:moduleId?/:itemId?`, element: <PortalRoute /> })),
  { path: '/register', element: <RegisterPage /> },
  { path: '/changePassword', element: <ChangePasswordPage /> },
  { path: '/session/:code', element: <SessionCodePage /> },
  { path: '/directHash/:hash', element: <DirectHashPage /> },
  { path: '/federationLogin/:appId/*', element: <FederationPage /> },
  { path: '/termos/:id/:version', element: <TermsPage /> },
  { path: '/notifications', element: <NotificationsPage /> },
  { path: '/help', element: <HelpPage /> },
  { path: '/entities-validation', element: <EntitiesValidationPage /> },
  { path: '/dynamic-form/:hash', element: <DynamicFormPage /> },
  { path: '/admin/*', element: <AdminRoute /> },
  { path: '/welcome', element: <WelcomePage /> },
  { path: '/welcome/thankyou', element: <ThankYouPage /> },
  { path: '/email-deliverability', element: <EmailDeliverabilityPage /> },
  { path: '/qa/*', element: <QaRoute /> },
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
        <DocumentTitle appTitle={tenant.company.appTitle} />
        <ChatEffects company={tenant.company} />
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
