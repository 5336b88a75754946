// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUpBrowserState, PAYMENT_TOKEN_KEY } from '../../../../src/bootstrap/cleanup';

const config = vi.hoisted(() => ({ fetchCompanyConfig: vi.fn() }));
vi.mock('../../../../src/api/config-api', () => config);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SPEC §9: at start-up service workers and caches are removed and the payment token is dropped', () => {
  it('removes the payment token, unregisters every service worker and deletes every cache', async () => {
    localStorage.setItem(PAYMENT_TOKEN_KEY, 'tok');
    localStorage.setItem('other', 'kept');
    const unregister = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { getRegistrations: () => Promise.resolve([{ unregister }, { unregister }]) },
    });
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve(['a', 'b']),
      delete: (key: string) => Promise.resolve(deleted.push(key) > 0),
    });
    await cleanUpBrowserState();
    expect(localStorage.getItem(PAYMENT_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(deleted).toEqual(['a', 'b']);
  });
  it('a failing cleanup does not stop the start-up', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { getRegistrations: () => Promise.reject(new Error('denied')) },
    });
    vi.stubGlobal('caches', { keys: () => Promise.reject(new Error('SecurityError')), delete: vi.fn() });
    await expect(cleanUpBrowserState()).resolves.toBeUndefined();
  });
  it('fetches the config while the cleaning runs, and ends only when both are done', async () => {
    const cacheKeys = deferred<string[]>();
    vi.stubGlobal('caches', { keys: () => cacheKeys.promise, delete: vi.fn(() => Promise.resolve(true)) });
    config.fetchCompanyConfig.mockRejectedValue(new Error('no config in this test'));
    const { startUp } = await import('../../../../src/bootstrap/load-tenant');
    let ended = false;
    const started = startUp({
      hostname: 'portal.test',
      pathname: '/x',
      search: '',
      hash: '',
    } as Location).then((r) => {
      ended = true;
      return r;
    });
    await vi.waitFor(() => expect(config.fetchCompanyConfig).toHaveBeenCalledWith('portal.test'));
    await new Promise((r) => setTimeout(r, 20));
    expect(ended).toBe(false);
    cacheKeys.resolve(['old']);
    await expect(started).resolves.toEqual({ ok: false, redirect: `/404?path=${encodeURIComponent('/x')}` });
  });
  it("runs the cleaning in a task of its own, not in the entry's", async () => {
    const keys = vi.fn(() => Promise.resolve([]));
    vi.stubGlobal('caches', { keys, delete: vi.fn() });
    config.fetchCompanyConfig.mockClear();
    config.fetchCompanyConfig.mockRejectedValue(new Error('no config in this test'));
    const { startUp } = await import('../../../../src/bootstrap/load-tenant');
    const started = startUp({ hostname: 'portal.test', pathname: '/', search: '', hash: '' } as Location);
    await Promise.resolve();
    expect(config.fetchCompanyConfig).toHaveBeenCalled();
    expect(keys).not.toHaveBeenCalled();
    await started;
    expect(keys).toHaveBeenCalledTimes(1);
  });
});
