// The notifications socket contract (issue 11, SPEC §7 "Web socket notifications") as the browser reads it.
import type { ApiFailure } from './api-failure';
import type { PortalNotification } from './notification-list';
import { isJsonObject } from './json-object';

export const NOTIFICATION_SOCKET_PATH = '/notifications/v1/socket';
/** SPEC §9: a session storage key holds the notification client id (one per tab). */
export const NOTIFICATION_CLIENT_KEY = 'notification-client-id';

export type ServerFrame =
  | { action: 'subscribed'; client: string; unread: number }
  | { action: 'notification'; notification: PortalNotification }
  | { action: 'read'; identifier: string }
  | { action: 'error'; error: string; message: string };

const str = (v: unknown) => typeof v === 'string';

function notificationOf(v: unknown): PortalNotification | null {
  if (!isJsonObject(v) || !str(v.identifier) || !v.identifier || !str(v.title)) return null;
  return {
    identifier: v.identifier as string,
    uniqueIdentifier: str(v.uniqueIdentifier) ? (v.uniqueIdentifier as string) : (v.identifier as string),
    module: str(v.module) ? (v.module as string) : null,
    read: v.read === true,
    title: v.title as string,
    message: str(v.message) ? (v.message as string) : '',
    notify: v.notify !== false,
    ...(str(v.createdAt) ? { createdAt: v.createdAt as string } : {}),
  };
}

/** A frame from the server, or null for anything this client does not understand (it is ignored). */
export function parseServerFrame(text: unknown): ServerFrame | null {
  if (typeof text !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isJsonObject(data)) return null;
  switch (data.action) {
    case 'subscribed':
      return {
        action: 'subscribed',
        client: str(data.client) ? (data.client as string) : '',
        unread: Number(data.unread) || 0,
      };
    case 'notification': {
      const notification = notificationOf(data.notification);
      return notification ? { action: 'notification', notification } : null;
    }
    case 'read':
      return str(data.identifier) ? { action: 'read', identifier: data.identifier as string } : null;
    case 'error':
      return { action: 'error', error: String(data.error ?? ''), message: String(data.message ?? '') };
    default:
      return null;
  }
}

/** A socket close as the connection statechart sees it: 4401/4403 refuse the session, anything else is a loss. */
export function closeFailure(code: number, reason = ''): ApiFailure {
  if (code === 4401) return { status: 401, error: reason || '#INVALID_SESSION' };
  if (code === 4403) return { status: 403, error: reason || '#FORBIDDEN' };
  return { status: 0, error: `#SOCKET_CLOSED_${code}` };
}

/** ws: or wss: on the page's own host. */
export function notificationSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${NOTIFICATION_SOCKET_PATH}`;
}
