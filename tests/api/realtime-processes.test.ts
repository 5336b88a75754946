import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { sendNotification, tenantApiKey } from './notification-sends';
import { call, local, loginCode } from './requests';
import { TestSocket } from './sockets';

/** Two app instances on one PostgreSQL: what one process publishes reaches sockets held by the other (LISTEN/NOTIFY). */
describe.runIf(backends().includes('postgres'))('realtime across two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let b: FastifyInstance;
  let key: string;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    b = await t.another();
    key = await tenantApiKey(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(async () => {
    await b.close();
    await t.close();
  });

  const subscribe = async (app: FastifyInstance, path: string, code: string) => {
    const socket = await TestSocket.open(app, path, local.host);
    socket.send({ action: 'subscribe', app: 'local', code, client: 'c' });
    expect((await socket.next()).action).toBe('subscribed');
    return socket;
  };

  it('a notification sent through process A reaches a socket on B, and a read on B reaches the tab on A', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const onA = await subscribe(t.app, '/notifications/v1/socket', code);
    const onB = await subscribe(b, '/notifications/v1/socket', code);
    const sent = await sendNotification(t.app, 'local', local.host, key, { title: 'De A para B', message: 'm', to: { users: ['ana@demo.com.br'] } });
    const { uniqueIdentifier } = sent.json().data;
    expect((await onB.next()).notification).toMatchObject({ identifier: uniqueIdentifier, title: 'De A para B' });
    expect((await onA.next()).notification.identifier).toBe(uniqueIdentifier);
    onB.send({ action: 'read', app: 'local', code, identifier: uniqueIdentifier });
    expect(await onA.next()).toEqual({ action: 'read', identifier: uniqueIdentifier });
    onA.close();
    onB.close();
  });

  it('a logout on A closes the socket held by B', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'host@demo.com.br');
    const onB = await subscribe(b, '/notifications/v1/socket', code);
    await call(t.app, { method: 'POST', url: '/auth/v1/session/app/local/logout', ...local, headers: { code } });
    expect(await onB.closedWithin()).toEqual({ code: 4401, reason: '#INVALID_SESSION' });
  });

  it("a live-shop publish on A reaches B's live socket", async () => {
    const viewer = await TestSocket.open(b, '/store/v1/live/socket', local.host);
    viewer.send({ action: 'subscribe', app: 'local', live: 'feira' });
    await viewer.next();
    await t.app.realtime.publish('local', 'live:feira', { stock: 1 });
    expect(await viewer.next()).toEqual({ action: 'live', live: 'feira', event: { stock: 1 } });
    viewer.close();
  });

  it("a customer's message on B reaches the agent on A", async () => {
    const agent = await subscribe(t.app, '/customer-service/v1/socket', await loginCode(t.app, 'local', local.host, 'admin@demo.com.br'));
    const customer = await subscribe(b, '/customer-service/v1/socket', await loginCode(b, 'local', local.host, 'tesouraria@demo.com.br'));
    customer.send({ action: 'message', text: 'Preciso de ajuda' });
    expect((await agent.next()).message).toMatchObject({ user: 'tesouraria@demo.com.br', text: 'Preciso de ajuda' });
    agent.close();
    customer.close();
  });
});
