/** Tiny cookie helpers (no library): the login screen needs four cookies, all path=/. */
const FAR_FUTURE = 'Fri, 31 Dec 9999 23:59:59 GMT';

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

/** `forever` gives a far-future expiry (SPEC §9: 'cookie-policy-accepted' never expires). */
export function setCookie(name: string, value: string, options: { forever?: boolean } = {}): void {
  const expires = options.forever ? `; expires=${FAR_FUTURE}` : '';
  // Secure on https (production behind TLS); a development server on http://localhost still gets its cookies.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${secure}${expires}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
