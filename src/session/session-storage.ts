import { deleteCookie, getCookie, setCookie } from './cookies';

/** Names of what the browser keeps (SPEC §4 "Login flow" step 6). */
export const SESSION_COOKIE = 'code';
export const SESSION_STORAGE_KEY = 'code';

/** Stores the session code: plain in the cookie, base64 in local storage. */
export function storeSessionCode(code: string): void {
  setCookie(SESSION_COOKIE, code);
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, btoa(code));
  } catch {
    // Storage may be unavailable (private mode); the cookie is enough.
  }
}

export function readSessionCode(): string | null {
  const fromCookie = getCookie(SESSION_COOKIE);
  if (fromCookie) return fromCookie;
  try {
    const stored = localStorage.getItem(SESSION_STORAGE_KEY);
    return stored ? atob(stored) : null;
  } catch {
    return null;
  }
}

export function clearSessionCode(): void {
  deleteCookie(SESSION_COOKIE);
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
