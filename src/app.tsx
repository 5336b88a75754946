import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
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

export function App({ startUp }: { startUp: StartUp }) {
  if (!startUp.ok) {
    return (
      <BrowserRouter>
        <ShellEffects companyId={null} />
        <Routes>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
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
            <Routes>
              <Route path="/" element={<LoginRoute />} />
              <Route path="/disabled" element={<DisabledPage />} />
              <Route path="/blocked" element={<BlockedPage />} />
              <Route path="/404" element={<NotFoundPage />} />
              {portalSections.map((section) => (
                <Route key={section} path={`/${section}/:moduleId?/:itemId?`} element={<PortalRoute />} />
              ))}
              <Route path="/register" element={<RegisterPage />} />
              <Route path="/changePassword" element={<ChangePasswordPage />} />
              <Route path="/session/:code" element={<SessionCodePage />} />
              <Route path="/directHash/:hash" element={<DirectHashPage />} />
              <Route path="/federationLogin/:appId/*" element={<FederationPage />} />
              <Route path="/termos/:id/:version" element={<TermsPage />} />
              <Route path="/notifications" element={<NotificationsPage />} />
              <Route path="/help" element={<HelpPage />} />
              {/* Public routes (/aovivo-*, /live-* too) and unknown paths: the page sends the unknown to /. */}
              <Route path="*" element={<PublicPage />} />
            </Routes>
          </RouteGuard>
        </Suspense>
      </BrowserRouter>
    </TenantContext.Provider>
  );
}
