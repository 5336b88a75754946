import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startUp } from './bootstrap/load-tenant';
import { preloadPortalRoute, preloadVirtualLists } from './portal/portal-chunk';
import { installHistoryGate } from './ui/history-gate';
import { inNextTask } from './ui/next-task';
import './styles/base.css';

/** Start-up first (config, colours, first redirect), then the router mounts even when start-up failed. */
async function main(): Promise<void> {
  // In a task of its own (issue 14, TBT): Vite's preload helper (a link per CSS file and module the chunk needs)
  // cost up to a third of the entry's long evaluation task; the server's modulepreload links already started the
  // chunks' fetches, and the portal renders only after the config and the session check.
  const pathname = window.location.pathname;
  inNextTask(() => void preloadPortalRoute(pathname));
  const result = await startUp();
  if (result.redirect) window.history.replaceState(null, '', result.redirect);
  if (result.ok) preloadVirtualLists(window.location.pathname, result.tenant.company.modules.length);
  const root = document.getElementById('root');
  if (!root) return;
  // Before the router mounts: its popstate listener must come after the gate's (LeaveGuard's Back button).
  installHistoryGate();
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
