import { NOTIFICATION_CLIENT_KEY } from '../../domain/notification-frames';

let fallback: string | null = null;

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** SPEC §9: this tab's notification client id, made once and kept in session storage (one per tab). */
export function notificationClientId(): string {
  try {
    const stored = sessionStorage.getItem(NOTIFICATION_CLIENT_KEY);
    if (stored) return stored;
    const id = newId();
    sessionStorage.setItem(NOTIFICATION_CLIENT_KEY, id);
    return id;
  } catch {
    // Storage unavailable (private mode): one id for this page's life.
    fallback ??= newId();
    return fallback;
  }
}
