import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { local, loginCode } from './requests';
import { TestSocket } from './sockets';

describe.each(backends())('customer-service socket (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const open = () => TestSocket.open(t.app, '/customer-service/v1/socket', local.host);
  const join = async (email: string) => {
    const code = await loginCode(t.app, 'local', local.host, email);
    const socket = await open();
    socket.send({ action: 'subscribe', app: 'local', code, client: email });
    const subscribed = await socket.next();
    return { socket, code, subscribed };
  };
  const message = (f: { action: string }) => f.action === 'message';

  it("a user's message is stored and reaches the user's tabs and the agents only; an agent's reply reaches the user", async () => {
    const ana = await join('ana@demo.com.br');
    const anaTab = await join('ana@demo.com.br');
    const admin = await join('admin@demo.com.br');
    const host = await join('host@demo.com.br');
    expect(ana.subscribed).toEqual({ action: 'subscribed', client: 'ana@demo.com.br', agent: false, messages: [] });
    expect(admin.subscribed).toMatchObject({ action: 'subscribed', agent: true });

    ana.socket.send({ action: 'message', text: '  Meu boleto não abre  ' });
    const sent = (await ana.socket.next(message)).message;
    expect(sent).toMatchObject({ user: 'ana@demo.com.br', from: 'user', author: 'ana@demo.com.br', text: 'Meu boleto não abre' });
    expect((await anaTab.socket.next(message)).message).toEqual(sent);
    expect((await admin.socket.next(message)).message).toEqual(sent);

    admin.socket.send({ action: 'message', to: 'ANA@demo.com.br', text: 'Já reenviamos.' });
    expect((await ana.socket.next(message)).message).toMatchObject({ user: 'ana@demo.com.br', from: 'agent', author: 'admin@demo.com.br', text: 'Já reenviamos.' });
    expect((await admin.socket.next(message)).message.text).toBe('Já reenviamos.');

    // host is neither ana nor an agent: the first message it hears is its own.
    host.socket.send({ action: 'message', text: 'Olá' });
    expect((await host.socket.next(message)).message).toMatchObject({ user: 'host@demo.com.br', text: 'Olá' });
    expect(host.socket.frames).toEqual([]);

    const again = await join('ana@demo.com.br');
    expect(again.subscribed.messages.map((m: { text: string }) => m.text)).toEqual(['Meu boleto não abre', 'Já reenviamos.']);
    for (const s of [ana, anaTab, admin, host, again]) s.socket.close();
  });

  it('refuses replies from non-agents, to unknown users and to other tenants, and malformed frames', async () => {
    const ana = await join('ana@demo.com.br');
    const admin = await join('admin@demo.com.br');
    ana.socket.send({ action: 'message', to: 'host@demo.com.br', text: 'oi' });
    expect(await ana.socket.next()).toMatchObject({ action: 'error', error: '#FORBIDDEN' });
    for (const to of ['ninguem@demo.com.br', 'joao@acme.com.br']) {
      admin.socket.send({ action: 'message', to, text: 'oi' });
      expect(await admin.socket.next()).toMatchObject({ action: 'error', error: '#USER_NOT_FOUND' });
    }
    for (const frame of [{ action: 'message', text: '   ' }, { action: 'message', text: 'x'.repeat(1001) }, { action: 'typing' }]) {
      ana.socket.send(frame);
      expect(await ana.socket.next()).toEqual({ action: 'error', error: '#INVALID_FRAME', message: 'Mensagem inválida.' });
    }
    ana.socket.close();
    admin.socket.close();
  });

  it('closes 4403 for another tenant and 4401 for a dead session, and before subscribing a message is invalid', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const early = await open();
    early.send({ action: 'message', text: 'oi' });
    expect(await early.next()).toMatchObject({ error: '#INVALID_FRAME' });
    early.send({ action: 'subscribe', app: 'acme', code });
    expect(await early.closedWithin()).toEqual({ code: 4403, reason: '#FORBIDDEN' });
    const dead = await open();
    dead.send({ action: 'subscribe', app: 'local', code: 'morta' });
    expect(await dead.closedWithin()).toEqual({ code: 4401, reason: '#INVALID_SESSION' });
  });
});
