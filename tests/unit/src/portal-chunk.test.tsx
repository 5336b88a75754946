// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/portal/portal-route', () => ({ default: () => <p>portal</p> }));

const chunk = () => import('../../../src/portal/portal-chunk');
/** Signs in as the app does (through the cookie module, which keeps its reads for COOKIE_READ_MS). */
const signIn = async () => (await import('../../../src/session/session-storage')).storeSessionCode('abc');

beforeEach(() => {
  vi.resetModules();
  document.cookie = 'code=; max-age=0; path=/';
  localStorage.clear();
});
afterEach(cleanup);

describe('portal route chunk (issue 14)', () => {
  it('draws a preloaded portal route on its first render, with no fallback', async () => {
    document.cookie = 'code=abc; path=/';
    const { PortalRoute, preloadPortalRoute } = await chunk();
    await preloadPortalRoute('/dashboard');
    render(
      <Suspense fallback={<p>carregando</p>}>
        <PortalRoute />
      </Suspense>,
    );
    expect(screen.queryByText('carregando')).toBeNull();
    expect(screen.getByText('portal')).toBeTruthy();
  });

  it('loads it lazily (fallback first) when nothing preloaded it', async () => {
    const { PortalRoute } = await chunk();
    render(
      <Suspense fallback={<p>carregando</p>}>
        <PortalRoute />
      </Suspense>,
    );
    expect(screen.getByText('carregando')).toBeTruthy();
    await act(async () => undefined);
    await screen.findByText('portal');
  });

  it('preloads only a portal section of a signed-in browser', async () => {
    const { preloadPortalRoute } = await chunk();
    expect(preloadPortalRoute('/dashboard')).toBeNull();
    await signIn();
    expect(preloadPortalRoute('/')).toBeNull();
    expect(preloadPortalRoute('/register')).toBeNull();
    expect(preloadPortalRoute('/menu/financeiro/titulos')).not.toBeNull();
  });

  it('preloads the virtualised lists only for a signed-in load of a tenant that big (issue 14)', async () => {
    const { preloadVirtualLists } = await chunk();
    const { VIRTUAL_GRID_FROM } = await import('../../../renderers/portal/virtual-grid-from');
    expect(preloadVirtualLists('/dashboard', 200)).toBeNull();
    await signIn();
    expect(preloadVirtualLists('/', 200)).toBeNull();
    expect(preloadVirtualLists('/dashboard', VIRTUAL_GRID_FROM - 1)).toBeNull();
    expect(preloadVirtualLists('/script', 200)).toBeNull();
    await expect(preloadVirtualLists('/dashboard', VIRTUAL_GRID_FROM)).resolves.toBeUndefined();
    await expect(preloadVirtualLists('/menu/financeiro', 200)).resolves.toBeUndefined();
  });
});
