import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { sendNotification, tenantApiKey } from './notification-sends';
import { acme, call, local, loginCode } from './requests';
import { TestSocket } from './sockets';

const path = '/notifications/v1/socket';

describe.each(backends())('notifications socket (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const open = (host = local.host) => TestSocket.open(t.app, path, host);
  const subscribed = async (email: string, client = 'aba-1') => {
    const code = await loginCode(t.app, 'local', local.host, email);
    const socket = await open();
    socket.send({ action: 'subscribe', app: 'local', code, client });
    const reply = await socket.next((f) => f.action === 'subscribed' || f.action === 'error');
    return { socket, code, reply };
  };
  const unreadOf = async (code: string) =>
    (await call(t.app, { method: 'GET', url: '/notifications/v1/app/local/list?showOnlyNonRead=true', ...local, headers: { code } })).json().data;

  it('subscribes with a live session and answers the client id and the unread count', async () => {
    const { socket, code, reply } = await subscribed('ana@demo.com.br', 'aba-xyz');
    expect(reply).toEqual({ action: 'subscribed', client: 'aba-xyz', unread: (await unreadOf(code)).length });
    socket.close();
  });

  it("closes 4403 #FORBIDDEN when app is not the Host's tenant", async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const socket = await open();
    socket.send({ action: 'subscribe', app: 'acme', code, client: 'c' });
    expect(await socket.closedWithin()).toEqual({ code: 4403, reason: '#FORBIDDEN' });
  });

  it("closes 4401 #INVALID_SESSION for an unknown code, a public session and another tenant's session", async () => {
    const publicCode = (await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/public', ...local })).json().data.code;
    const acmeCode = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    for (const code of ['nao-existe', publicCode, acmeCode]) {
      const socket = await open();
      socket.send({ action: 'subscribe', app: 'local', code, client: 'c' });
      expect(await socket.closedWithin()).toEqual({ code: 4401, reason: '#INVALID_SESSION' });
    }
  });

  it('closes 4401 when the session logs out, and leaves other sessions open', async () => {
    const first = await subscribed('ana@demo.com.br');
    const second = await subscribed('ana@demo.com.br');
    await call(t.app, { method: 'POST', url: '/auth/v1/session/app/local/logout', ...local, headers: { code: first.code } });
    expect(await first.socket.closedWithin()).toEqual({ code: 4401, reason: '#INVALID_SESSION' });
    second.socket.send({ action: 'subscribe', app: 'local', code: second.code, client: 'ainda' });
    expect((await second.socket.next()).client).toBe('ainda');
    second.socket.close();
  });

  it("closes 4401 when an admin blocks the user", async () => {
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const { socket } = await subscribed('termos@demo.com.br');
    const block = await call(t.app, { method: 'POST', url: '/pro-admin/v1/session/app/local/users/termos@demo.com.br/block', ...local, headers: { code: admin } });
    expect(block.statusCode).toBe(200);
    expect(await socket.closedWithin()).toEqual({ code: 4401, reason: '#INVALID_SESSION' });
  });

  it('answers #INVALID_FRAME to malformed frames and keeps working', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const socket = await open();
    const invalid = { action: 'error', error: '#INVALID_FRAME', message: 'Mensagem inválida.' };
    const frames = [
      'não é json',
      '[1,2]',
      JSON.stringify({ action: 'subscribe', app: 'local', code, client: 'x'.repeat(17 * 1024) }),
      { action: 'dançar' },
      { action: 'subscribe', app: 'local' },
      { action: 'read', app: 'local', code, identifier: 'antes-de-assinar' },
    ];
    for (const frame of frames) {
      socket.send(frame);
      expect(await socket.next()).toEqual(invalid);
    }
    socket.send({ action: 'subscribe', app: 'local', code, client: 'depois' });
    expect(await socket.next()).toMatchObject({ action: 'subscribed', client: 'depois' });
    socket.send({ action: 'read', app: 'local', code });
    expect(await socket.next()).toEqual(invalid);
    socket.close();
  });

  it("marks read and tells the user's other sockets; an unknown identifier is #NOT_FOUND", async () => {
    const tab1 = await subscribed('ana@demo.com.br', 'aba-1');
    const tab2 = await subscribed('ana@demo.com.br', 'aba-2');
    const key = await tenantApiKey(t.app, 'local', local.host, 'admin@demo.com.br');
    const sent = await sendNotification(t.app, 'local', local.host, key, { title: 'Leia', message: '<b>oi</b>', to: { users: ['ana@demo.com.br'] } });
    const first = { identifier: sent.json().data.uniqueIdentifier as string };
    await tab1.socket.next((f) => f.action === 'notification');
    await tab2.socket.next((f) => f.action === 'notification');
    expect((await unreadOf(tab1.code)).map((n: { identifier: string }) => n.identifier)).toContain(first.identifier);
    tab1.socket.send({ action: 'read', app: 'local', code: tab1.code, identifier: first.identifier });
    expect(await tab2.socket.next()).toEqual({ action: 'read', identifier: first.identifier });
    expect(await tab1.socket.next()).toEqual({ action: 'read', identifier: first.identifier });
    expect((await unreadOf(tab1.code)).map((n: { identifier: string }) => n.identifier)).not.toContain(first.identifier);
    tab1.socket.send({ action: 'read', app: 'local', code: tab1.code, identifier: 'nao-existe' });
    expect(await tab1.socket.next()).toMatchObject({ action: 'error', error: '#NOT_FOUND' });
    tab1.socket.close();
    tab2.socket.close();
  });
});
