import { describe, expect, it } from 'vitest';
import { closeFailure, notificationSocketUrl, parseServerFrame } from '../../../domain/notification-frames';

describe('notifications socket frames (issue 11 contract)', () => {
  it('reads subscribed, notification, read and error frames', () => {
    expect(parseServerFrame('{"action":"subscribed","client":"c1","unread":3}')).toEqual({
      action: 'subscribed',
      client: 'c1',
      unread: 3,
    });
    const pushed = parseServerFrame(
      JSON.stringify({
        action: 'notification',
        notification: {
          identifier: 'n1',
          uniqueIdentifier: 'u1',
          module: null,
          read: false,
          title: 'Oi',
          message: '<b>x</b>',
          notify: false,
        },
      }),
    );
    expect(pushed).toEqual({
      action: 'notification',
      notification: {
        identifier: 'n1',
        uniqueIdentifier: 'u1',
        module: null,
        read: false,
        title: 'Oi',
        message: '<b>x</b>',
        notify: false,
      },
    });
    expect(parseServerFrame('{"action":"read","identifier":"n1"}')).toEqual({
      action: 'read',
      identifier: 'n1',
    });
    expect(
      parseServerFrame('{"action":"error","error":"#INVALID_FRAME","message":"Mensagem inválida."}'),
    ).toMatchObject({
      error: '#INVALID_FRAME',
    });
  });

  it('keeps when it was sent (createdAt, for the bell) when the server says, and nothing else new', () => {
    const frame = (extra: Record<string, unknown>) =>
      parseServerFrame(JSON.stringify({ action: 'notification', notification: { identifier: 'n1', title: 'Oi', ...extra } }));
    const sent = frame({ createdAt: '2026-07-01T15:04:00.000Z', other: 'x' });
    expect(sent?.action === 'notification' && sent.notification.createdAt).toBe('2026-07-01T15:04:00.000Z');
    expect(sent?.action === 'notification' && 'other' in sent.notification).toBe(false);
    const unsaid = frame({ createdAt: 42 });
    expect(unsaid?.action === 'notification' && 'createdAt' in unsaid.notification).toBe(false);
  });

  it('notify defaults to true (SPEC §9 / send route default)', () => {
    const frame = parseServerFrame(
      '{"action":"notification","notification":{"identifier":"n2","title":"T"}}',
    );
    expect(frame).toMatchObject({ notification: { notify: true, read: false, message: '' } });
  });

  it('ignores what it does not understand', () => {
    for (const text of [
      'not json',
      '[]',
      '{"action":"x"}',
      '{"action":"read"}',
      '{"action":"notification","notification":{}}',
      5,
    ])
      expect(parseServerFrame(text)).toBeNull();
  });

  it('4401 and 4403 refuse the session; other closes are losses', () => {
    expect(closeFailure(4401)).toEqual({ status: 401, error: '#INVALID_SESSION' });
    expect(closeFailure(4403, '#FORBIDDEN')).toEqual({ status: 403, error: '#FORBIDDEN' });
    expect(closeFailure(1006).status).toBe(0);
    expect(closeFailure(1012).status).toBe(0);
  });

  it('the socket is on the page host, wss: under https', () => {
    expect(notificationSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/notifications/v1/socket',
    );
    expect(notificationSocketUrl({ protocol: 'https:', host: 'demo.portal.com.br' })).toBe(
      'wss://demo.portal.com.br/notifications/v1/socket',
    );
  });
});
