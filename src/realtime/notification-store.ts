import {
  addNotification,
  markNotificationRead,
  mergeNotifications,
  type NotificationListStatus,
  type PortalNotification,
} from '../../domain/notification-list';
import { unreadCount } from '../../domain/page-title';
import { setUnreadCount } from '../portal/unread-store';
import { createValueStore } from '../ui/value-store';

export type NotificationsState = { list: readonly PortalNotification[]; status: NotificationListStatus; connected: boolean };

const empty: NotificationsState = { list: [], status: 'loading', connected: false };
const store = createValueStore<NotificationsState>(empty);

function update(next: Partial<NotificationsState>): void {
  const state = { ...store.get(), ...next };
  store.set(state);
  // The '(n)' title and favicon follow the list (src/portal/use-notification-title.ts reads the unread store).
  if (state.status === 'loaded') setUnreadCount(unreadCount(state.list));
}

export const useNotifications = store.useValue;
export const notificationsState = store.get;

/** The list route's answer after a (re)subscribe: merged by identifier. */
export const notificationsFetched = (fetched: readonly PortalNotification[]) =>
  update({ list: mergeNotifications(store.get().list, fetched), status: 'loaded' });

/** The list route failed (no server, no network); a list already loaded stays as it is. */
export function notificationsFetchFailed(): void {
  if (store.get().status !== 'loaded') update({ status: 'failed' });
}

/** A push; false when it was already listed (a replay after a reconnect: no second alert). */
export function notificationPushed(notification: PortalNotification): boolean {
  const { list } = store.get();
  const next = addNotification(list, notification);
  if (next === list) return false;
  update({ list: next, status: 'loaded' });
  return true;
}

/** Read here, in another tab or in another process. */
export const notificationRead = (identifier: string) =>
  update({ list: markNotificationRead(store.get().list, identifier) });

export const setNotificationsConnected = (connected: boolean) => {
  if (store.get().connected !== connected) update({ connected });
};

/** Logout: nothing of this user stays in the page. */
export function clearNotifications(): void {
  store.set(empty);
  setUnreadCount(0);
}
