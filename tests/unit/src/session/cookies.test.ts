// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Counts reads of document.cookie (jsdom's own getter underneath). */
function countReads() {
  const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const reads = { count: 0 };
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      reads.count += 1;
      return own.get!.call(document);
    },
    set(value: string) {
      own.set!.call(document, value);
    },
  });
  return reads;
}

let now = 1000;
beforeEach(() => {
  vi.resetModules();
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  for (const name of ['a', 'b', 'code']) document.cookie = `${name}=; max-age=0; path=/`;
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (document as unknown as Record<string, unknown>).cookie;
});

const cookiesModule = () => import('../../../../src/session/cookies');

describe('cookie reads (issue 14: one document.cookie read answers a burst of getCookie)', () => {
  it('answers repeated reads from one read of document.cookie', async () => {
    document.cookie = 'a=1; path=/';
    const { getCookie } = await cookiesModule();
    const reads = countReads();
    for (let i = 0; i < 40; i += 1) expect(getCookie('a')).toBe('1');
    expect(getCookie('b')).toBeNull();
    // js-cookie reads the property twice per parse (the test, then the split).
    expect(reads.count).toBeLessThanOrEqual(2);
  });

  it('reads document.cookie again once COOKIE_READ_MS have passed', async () => {
    const { COOKIE_READ_MS, getCookie } = await cookiesModule();
    expect(getCookie('a')).toBeNull();
    document.cookie = 'a=2; path=/';
    now += COOKIE_READ_MS - 1;
    expect(getCookie('a')).toBeNull();
    now += 1;
    expect(getCookie('a')).toBe('2');
  });

  it('sees its own writes and deletions at once', async () => {
    const { deleteCookie, getCookie, setCookie } = await cookiesModule();
    expect(getCookie('a')).toBeNull();
    setCookie('a', 'x y');
    expect(getCookie('a')).toBe('x y');
    deleteCookie('a');
    expect(getCookie('a')).toBeNull();
  });

  it("drops its copy on a storage event (another tab signed in or out: it writes the code to local storage too)", async () => {
    const { getCookie } = await cookiesModule();
    expect(getCookie('code')).toBeNull();
    document.cookie = 'code=from-another-tab; path=/';
    window.dispatchEvent(new StorageEvent('storage', { key: 'code' }));
    expect(getCookie('code')).toBe('from-another-tab');
  });

  it('never answers an inherited property as a cookie', async () => {
    const { getCookie } = await cookiesModule();
    expect(getCookie('toString')).toBeNull();
    expect(getCookie('__proto__')).toBeNull();
  });
});
