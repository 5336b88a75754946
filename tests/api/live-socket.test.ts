import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, local } from './requests';
import { TestSocket } from './sockets';

describe.each(backends())('live-shop socket (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const watch = async (live: string, tenantId = 'local', host = local.host) => {
    const socket = await TestSocket.open(t.app, '/store/v1/live/socket', host);
    socket.send({ action: 'subscribe', app: tenantId, live });
    expect(await socket.next()).toEqual({ action: 'subscribed', live });
    return socket;
  };

  it("delivers the live shop's publishes to that live's public sockets of that tenant only", async () => {
    const viewer = await watch('lancamento');
    const other = await watch('outra');
    const acmeViewer = await watch('lancamento', 'acme', acme.host);
    await t.app.realtime.publish('local', 'live:lancamento', { products: [{ id: 'p1', stock: 2 }] });
    expect(await viewer.next()).toEqual({ action: 'live', live: 'lancamento', event: { products: [{ id: 'p1', stock: 2 }] } });
    // Each of the others' first frame is its own live's publish: nothing came before it.
    await t.app.realtime.publish('local', 'live:outra', { n: 1 });
    expect(await other.next()).toEqual({ action: 'live', live: 'outra', event: { n: 1 } });
    await t.app.realtime.publish('acme', 'live:lancamento', { n: 2 });
    expect(await acmeViewer.next()).toEqual({ action: 'live', live: 'lancamento', event: { n: 2 } });
    for (const s of [viewer, other, acmeViewer]) s.close();
  });

  it("closes 4403 for another tenant's app and answers #INVALID_FRAME to malformed frames", async () => {
    const socket = await TestSocket.open(t.app, '/store/v1/live/socket', local.host);
    for (const frame of ['{', { action: 'subscribe', app: 'local' }, { action: 'subscribe', app: 'local', live: '' }]) {
      socket.send(frame);
      expect(await socket.next()).toEqual({ action: 'error', error: '#INVALID_FRAME', message: 'Mensagem inválida.' });
    }
    socket.send({ action: 'subscribe', app: 'acme', live: 'x' });
    expect(await socket.closedWithin()).toEqual({ code: 4403, reason: '#FORBIDDEN' });
  });
});
