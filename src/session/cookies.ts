import Cookies from 'js-cookie';

/** The portal's cookie I/O through js-cookie: the login screen needs four cookies, all path=/ and SameSite=Lax. */
const FAR_FUTURE = new Date(Date.UTC(9999, 11, 31, 23, 59, 59));

/**
 * How long one read of document.cookie answers getCookie. In Chromium each read asks the browser process: a
 * dashboard's load read it 40 times (the session code for every request, the guard, the notices), 14 ms of its
 * main thread on this machine (issue 14, blocking time). Writes here drop the copy at once, and so does a
 * `storage` event: another tab that signs in or out writes the session code to local storage too. Only a change
 * from elsewhere (an expiry, the browser's settings) can be seen this much later.
 */
export const COOKIE_READ_MS = 100;

let jar: { read: number; cookies: Record<string, string> } | null = null;

function forgetCookies(): void {
  jar = null;
}

/**
 * The `storage` listener is added with the first copy, not when this module loads: there is nothing to drop before,
 * and adding it makes Chromium open the page's local storage synchronously (1.5-11 ms measured on the first screen).
 */
let listening = false;

function cookies(): Record<string, string> {
  if (!listening) {
    listening = true;
    window.addEventListener('storage', forgetCookies);
  }
  const now = performance.now();
  if (!jar || now - jar.read >= COOKIE_READ_MS) jar = { read: now, cookies: Cookies.get() };
  return jar.cookies;
}

export function getCookie(name: string): string | null {
  const all = cookies();
  return Object.hasOwn(all, name) ? (all[name] ?? null) : null;
}

/** `forever` gives a far-future expiry (SPEC §9: 'cookie-policy-accepted' never expires). */
export function setCookie(name: string, value: string, options: { forever?: boolean } = {}): void {
  forgetCookies();
  Cookies.set(name, value, {
    path: '/',
    sameSite: 'Lax',
    // Secure on https (production behind TLS); a development server on http://localhost still gets its cookies.
    secure: window.location.protocol === 'https:',
    ...(options.forever ? { expires: FAR_FUTURE } : {}),
  });
}

export function deleteCookie(name: string): void {
  forgetCookies();
  Cookies.remove(name, { path: '/' });
}
