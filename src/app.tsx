import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ribbonText } from '../domain/environment';
import { EnvironmentRibbon } from '../renderers/shell/environment-ribbon';
import type { StartUp } from './bootstrap/load-tenant';
import { TenantContext } from './bootstrap/tenant-context';
import { DisabledGuard } from './routes/disabled-guard';
import { LoadingOverlay } from './routes/loading-overlay';
import { NotFoundPage } from './routes/not-found-page';
import { ShellEffects } from './ui/shell-effects';

// Code is loaded lazily (SPEC §9): the login route never pulls the portal, forms or validators.
const LoginRoute = lazy(() => import('./login/login-route'));
const PortalRoute = lazy(() => import('./portal/portal-route'));
const DisabledPage = lazy(() => import('./routes/disabled-page'));
const BlockedPage = lazy(() => import('./routes/blocked-page'));
const PlaceholderPage = lazy(() => import('./routes/placeholder-page'));

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
          <DisabledGuard>
            <Routes>
              <Route path="/" element={<LoginRoute />} />
              <Route path="/disabled" element={<DisabledPage />} />
              <Route path="/blocked" element={<BlockedPage />} />
              <Route path="/404" element={<NotFoundPage />} />
              {portalSections.map((section) => (
                <Route key={section} path={`/${section}/:moduleId?/:itemId?`} element={<PortalRoute />} />
              ))}
              <Route path="/termos/:id/:version" element={<PlaceholderPage kind="terms" />} />
              <Route path="/notifications" element={<PlaceholderPage kind="notifications" />} />
              <Route path="/help" element={<PlaceholderPage kind="help" />} />
              <Route path="*" element={<Navigate to="/" replace />} />
            </Routes>
          </DisabledGuard>
        </Suspense>
      </BrowserRouter>
    </TenantContext.Provider>
  );
}
