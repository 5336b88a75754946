// SPEC §9 cookies that remember a modal was seen, and the rule that shows it again only when its content changes.

/** Login modal (SPEC §2: 'shown once per cookie watched'). */
export const LOGIN_MODAL_COOKIE = 'watched';
export const DASHBOARD_MODAL_COOKIE = 'modal-dashboard-watched';
export const itemModalCookie = (moduleId: string, itemId: string) =>
  `modal-module-${moduleId}-item-${itemId}-watched`;

/** SPEC §9: the login modal shows above 768 px; the per-item modal is suppressed at 768 px or less. */
export const MODAL_MIN_WIDTH = 768;
export const modalFitsWidth = (width: number) => width > MODAL_MIN_WIDTH;

/**
 * A short, stable fingerprint of a modal's content (FNV-1a 32-bit over the UTF-16 code units, hex). It is the
 * cookie's value: a changed text gives another value, so the modal shows again.
 */
export function contentHash(content: string | readonly string[]): string {
  const text = typeof content === 'string' ? content : content.join('\u0000');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export type ModalMemory = {
  content: string | readonly string[];
  /** The tenant flag: remember the modal by cookie (setCookieWatched). Without it the modal always shows. */
  setCookieWatched?: boolean;
  /** The cookie's current value, or undefined when it is not set. */
  cookie?: string | null;
  /** Viewport width in px, when the modal is width-limited (login and per-item modals). */
  width?: number;
};

/** Whether to show the modal now. Empty content never shows. */
export function shouldShowModal({ content, setCookieWatched, cookie, width }: ModalMemory): boolean {
  const text = typeof content === 'string' ? content : content.join('');
  if (text.trim() === '') return false;
  if (width !== undefined && !modalFitsWidth(width)) return false;
  return !setCookieWatched || cookie !== contentHash(content);
}

/** The value to store in the cookie once the modal was seen (only when the tenant asks for it), else null. */
export const watchedCookieValue = (memory: Pick<ModalMemory, 'content' | 'setCookieWatched'>) =>
  memory.setCookieWatched ? contentHash(memory.content) : null;
