// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { PortalNotification } from '../../../domain/notification-list';
import { getUnreadCount } from '../../../src/portal/unread-store';
import { alertNotification } from '../../../src/realtime/notification-alert';
import { notificationClientId } from '../../../src/realtime/client-id';
import {
  clearNotifications,
  notificationPushed,
  notificationRead,
  notificationsFetched,
  notificationsFetchFailed,
  notificationsState,
} from '../../../src/realtime/notification-store';

const n = (identifier: string, notify = true): PortalNotification => ({
  identifier,
  uniqueIdentifier: identifier,
  module: null,
  read: false,
  title: `T ${identifier}`,
  message: '<p>Olá <b>mundo</b></p>',
  notify,
});

afterEach(() => clearNotifications());

describe('live notification store (issue 11)', () => {
  it('feeds the unread count of the title: fetched list, pushes (once each) and reads', () => {
    notificationsFetched([n('a'), n('b')]);
    expect(getUnreadCount()).toBe(2);
    expect(notificationPushed(n('c'))).toBe(true);
    expect(getUnreadCount()).toBe(3);
    // The same push again (a replay after a reconnect): not listed twice, so no second alert either.
    expect(notificationPushed(n('c'))).toBe(false);
    expect(notificationsState().list).toHaveLength(3);
    notificationRead('a');
    expect(getUnreadCount()).toBe(2);
    // A refetch after a reconnect that still holds everything adds nothing.
    notificationsFetched([n('c'), n('b'), { ...n('a'), read: true }]);
    expect(notificationsState().list.map((x) => x.identifier)).toEqual(['c', 'b', 'a']);
    expect(getUnreadCount()).toBe(2);
  });

  it('a failed fetch is remembered until a list loads; once loaded, a later failure keeps the list', () => {
    expect(notificationsState().status).toBe('loading');
    notificationsFetchFailed();
    expect(notificationsState().status).toBe('failed');
    notificationsFetchFailed();
    expect(notificationsState().status).toBe('failed');
    notificationsFetched([n('a')]);
    expect(notificationsState().status).toBe('loaded');
    notificationsFetchFailed();
    expect(notificationsState().status).toBe('loaded');
    expect(notificationsState().list).toHaveLength(1);
  });

  it('logout clears the list and the count', () => {
    notificationsFetched([n('a')]);
    clearNotifications();
    expect(notificationsState().list).toEqual([]);
    expect(getUnreadCount()).toBe(0);
  });

  it('keeps one client id per tab in sessionStorage (SPEC §9)', () => {
    const id = notificationClientId();
    expect(id).toBeTruthy();
    expect(sessionStorage.getItem('notification-client-id')).toBe(id);
    expect(notificationClientId()).toBe(id);
  });
});

describe('desktop alert (SPEC §9)', () => {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  let permission: NotificationPermission = 'granted';
  // jsdom has no Notification: a recording stand-in with the browser's shape.
  class RecordingNotification {
    static get permission() {
      return permission;
    }
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
  }
  Object.assign(window, { Notification: RecordingNotification });

  it('granted and notify: a silent one with the message as plain text', () => {
    shown.length = 0;
    permission = 'granted';
    alertNotification(n('x'));
    expect(shown).toEqual([{ title: 'T x', options: { body: 'Olá mundo', silent: true, tag: 'x' } }]);
  });

  it('notify false, or permission not granted: none', () => {
    shown.length = 0;
    permission = 'granted';
    alertNotification(n('y', false));
    permission = 'default';
    alertNotification(n('z'));
    permission = 'denied';
    alertNotification(n('w'));
    expect(shown).toEqual([]);
  });
});
