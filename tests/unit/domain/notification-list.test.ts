import { describe, expect, it } from 'vitest';
import {
  addNotification,
  markNotificationRead,
  mergeNotifications,
  plainText,
  type PortalNotification,
} from '../../../domain/notification-list';
import { unreadCount } from '../../../domain/page-title';

const n = (identifier: string, read = false): PortalNotification => ({
  identifier,
  uniqueIdentifier: `u-${identifier}`,
  module: null,
  read,
  title: `T ${identifier}`,
  message: `<b>${identifier}</b>`,
  notify: true,
});

describe('notification list (issue 11: no duplicates, read everywhere)', () => {
  it('a push goes on top; the same identifier pushed again is ignored', () => {
    const once = addNotification([n('a')], n('b'));
    expect(once.map((x) => x.identifier)).toEqual(['b', 'a']);
    expect(addNotification(once, n('b'))).toBe(once);
    expect(addNotification(once, { ...n('a'), title: 'other' })).toBe(once);
  });

  it('after a reconnect the fetched list merges by identifier: nothing doubled, nothing lost', () => {
    const current = [n('c'), n('b'), n('a')];
    const fetched = [n('d'), n('c'), n('b'), n('a')];
    const merged = mergeNotifications(current, fetched);
    expect(merged.map((x) => x.identifier)).toEqual(['d', 'c', 'b', 'a']);
    expect(unreadCount(merged)).toBe(4);
  });

  it('a push that arrived while the list was in flight stays on top; the server read flag is taken', () => {
    const merged = mergeNotifications([n('e'), n('b')], [n('b', true), n('a')]);
    expect(merged.map((x) => [x.identifier, x.read])).toEqual([
      ['e', false],
      ['b', true],
      ['a', false],
    ]);
  });

  it('something read in this tab is not shown unread again by an older fetch', () => {
    const merged = mergeNotifications([n('a', true)], [n('a')]);
    expect(merged[0]!.read).toBe(true);
  });

  it('a duplicated row in the fetched list is listed once', () => {
    expect(mergeNotifications([], [n('a'), n('a')])).toHaveLength(1);
  });

  it('marks one read; unknown or already read identifiers change nothing', () => {
    const list = [n('a'), n('b')];
    const read = markNotificationRead(list, 'b');
    expect(read.map((x) => x.read)).toEqual([false, true]);
    expect(unreadCount(read)).toBe(1);
    expect(markNotificationRead(read, 'b')).toBe(read);
    expect(markNotificationRead(read, 'zz')).toBe(read);
  });

  it('the desktop notification body is plain text, without markup or scripts', () => {
    expect(plainText('<p>Boleto <b>vence</b>&nbsp;hoje &amp; amanhã</p><script>alert(1)</script>')).toBe(
      'Boleto vence hoje & amanhã',
    );
    expect(plainText('<img src=x onerror="alert(1)">Oi')).toBe('Oi');
  });
});
