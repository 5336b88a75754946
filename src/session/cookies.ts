import Cookies from 'js-cookie';

/** The portal's cookie I/O through js-cookie: the login screen needs four cookies, all path=/ and SameSite=Lax. */
const FAR_FUTURE = new Date(Date.UTC(9999, 11, 31, 23, 59, 59));

export function getCookie(name: string): string | null {
  return Cookies.get(name) ?? null;
}

/** `forever` gives a far-future expiry (SPEC §9: 'cookie-policy-accepted' never expires). */
export function setCookie(name: string, value: string, options: { forever?: boolean } = {}): void {
  Cookies.set(name, value, {
    path: '/',
    sameSite: 'Lax',
    // Secure on https (production behind TLS); a development server on http://localhost still gets its cookies.
    secure: window.location.protocol === 'https:',
    ...(options.forever ? { expires: FAR_FUTURE } : {}),
  });
}

export function deleteCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
