import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startUp } from './bootstrap/load-tenant';
import { preloadPortalRoute, preloadVirtualLists } from './portal/portal-chunk';
import './styles/base.css';

/** Start-up first (config, colours, first redirect), then the router mounts even when start-up failed. */
async function main(): Promise<void> {
  preloadPortalRoute(window.location.pathname);
  const result = await startUp();
  if (result.redirect) window.history.replaceState(null, '', result.redirect);
  if (result.ok) preloadVirtualLists(window.location.pathname, result.tenant.company.modules.length);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App startUp={result} />
    </StrictMode>,
  );
}

void main();
