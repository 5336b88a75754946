// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 14 (blocking time): in Chromium document.cookie and local storage are synchronous reads from the browser
// process, so the first screen's config call (a plain GET) must not read the session code it never sends.
const fetchMock = vi.fn();
beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ status: 'success', data: { ok: true } }), { status: 200 }));
  document.cookie = 'code=abc123; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  document.cookie = 'code=; max-age=0; path=/';
});

function watchStorage() {
  const cookieReads = vi.spyOn(document, 'cookie', 'get');
  const storageReads = vi.spyOn(Storage.prototype, 'getItem');
  const listeners = vi.spyOn(window, 'addEventListener');
  const storageListeners = () => listeners.mock.calls.filter(([type]) => type === 'storage').length;
  return { cookieReads, storageReads, storageListeners };
}

describe('the session code in API calls', () => {
  it('a plain call sends no code and reads neither the cookie nor local storage; loading the modules adds no storage listener', async () => {
    const watch = watchStorage();
    const { apiRequest } = await import('../../../src/api/http-client');
    await apiRequest('/core/v1/integration/config/get?id=local', { plain: true, connectionErrors: false, sessionErrors: false });
    expect(fetchMock.mock.calls[0]![1].headers).toEqual({});
    expect(watch.cookieReads).not.toHaveBeenCalled();
    expect(watch.storageReads).not.toHaveBeenCalled();
    expect(watch.storageListeners()).toBe(0);
  });

  it('any other call sends the stored code; the first read adds the storage listener, once', async () => {
    const watch = watchStorage();
    const { apiRequest } = await import('../../../src/api/http-client');
    await apiRequest('/auth/v1/general/app/local/session/validate', { method: 'POST', body: {} });
    await apiRequest('/auth/v1/general/app/local/session/validate', { method: 'POST', body: {} });
    expect(fetchMock.mock.calls[0]![1].headers.code).toBe('abc123');
    expect(fetchMock.mock.calls[1]![1].headers.code).toBe('abc123');
    expect(watch.cookieReads).toHaveBeenCalled();
    expect(watch.storageListeners()).toBe(1);
  });
});
