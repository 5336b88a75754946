import { StrictMode, startTransition } from 'react';
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
  // Issue 14 (TBT): the first render is a transition, so React renders it in slices with yields between them
  // instead of one long main-thread task behind the server's first paint (only the commit stays one piece).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App startUp={result} />
      </StrictMode>,
    ),
  );
}

void main();
