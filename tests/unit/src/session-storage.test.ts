// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, setCookie } from '../../../src/session/cookies';
import { clearSessionCode, readSessionCode, storeSessionCode } from '../../../src/session/session-storage';

afterEach(() => {
  clearSessionCode();
  localStorage.clear();
});

describe('session code storage (SPEC §4 step 6)', () => {
  it("keeps the code in cookie 'code' and base64 in local storage 'code'", () => {
    storeSessionCode('abc-123');
    expect(getCookie('code')).toBe('abc-123');
    expect(localStorage.getItem('code')).toBe(btoa('abc-123'));
    expect(readSessionCode()).toBe('abc-123');
  });

  it('falls back to local storage when the cookie is gone, and clears both', () => {
    storeSessionCode('xyz');
    document.cookie = 'code=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(readSessionCode()).toBe('xyz');
    clearSessionCode();
    expect(readSessionCode()).toBeNull();
  });

  it('writes a far-future expiry for cookies that never expire', () => {
    setCookie('cookie-policy-accepted', 'true', { forever: true });
    expect(getCookie('cookie-policy-accepted')).toBe('true');
  });
});
