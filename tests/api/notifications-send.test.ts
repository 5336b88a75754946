import { ApiKeys } from '../../server/admin/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { sendNotification, tenantApiKey } from './notification-sends';
import { acme, call, local, loginCode } from './requests';
import { TestSocket } from './sockets';

describe.each(backends())('POST /notifications/v1/app/{id}/send (%s)', (backend) => {
  let t: TestApp;
  let key: string;
  let acmeKey: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    key = await tenantApiKey(t.app, 'local', local.host, 'admin@demo.com.br');
    // acme has no seeded admin: its key is minted straight in the store (what the admin API does).
    acmeKey = (await new ApiKeys(t.app.db, () => new Date()).create('acme', 'ERP acme', 'teste')).key;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (payload: object, k: string | null = key) => sendNotification(t.app, 'local', local.host, k, payload);
  const socketOf = async (email: string, tenantId = 'local', host = local.host) => {
    const code = await loginCode(t.app, tenantId, host, email);
    const socket = await TestSocket.open(t.app, '/notifications/v1/socket', host);
    socket.send({ action: 'subscribe', app: tenantId, code, client: email });
    await socket.next((f) => f.action === 'subscribed');
    return socket;
  };
  const userId = async (email: string) =>
    (await t.app.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;
  /** The first notification a socket gets after a send that certainly reaches it: nothing else came before. */
  const firstAfterBarrier = async (socket: TestSocket, email: string, k = key, tenantId = 'local', host = local.host) => {
    const barrier = await sendNotification(t.app, tenantId, host, k, { title: 'barreira', message: 'b', to: { users: [email] } });
    expect(barrier.statusCode).toBe(201);
    const frame = await socket.next((f) => f.action === 'notification');
    return frame.notification.title as string;
  };

  it('refuses a missing, wrong or other tenant key with 401 #INVALID_API_KEY, before reading the body', async () => {
    for (const k of [null, 'ptk_errada', acmeKey]) {
      const res = await send({ bad: true }, k);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'error', error: '#INVALID_API_KEY' });
    }
    const elsewhere = await sendNotification(t.app, 'acme', local.host, key, { title: 't', message: 'm', to: { everyone: true } });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('sends to users by e-mail, notify as given, and pushes to them only', async () => {
    const ana = await socketOf('ana@demo.com.br');
    const admin = await socketOf('admin@demo.com.br');
    const res = await send({ title: 'Boleto', message: '<p>Vence <b>hoje</b></p>', module: 'financeiro', notify: false, to: { users: ['ANA@demo.com.br'] } });
    expect(res.statusCode).toBe(201);
    const { uniqueIdentifier, recipients } = res.json().data;
    expect(recipients).toBe(1);
    expect((await ana.next((f) => f.action === 'notification')).notification).toEqual({
      identifier: uniqueIdentifier,
      uniqueIdentifier: `${uniqueIdentifier}:${await userId('ana@demo.com.br')}`,
      module: 'financeiro',
      read: false,
      title: 'Boleto',
      message: '<p>Vence <b>hoje</b></p>',
      notify: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(await firstAfterBarrier(admin, 'admin@demo.com.br')).toBe('barreira');
    ana.close();
    admin.close();
  });

  it('sends to groups, notify defaulting to true; users outside them get nothing', async () => {
    const ana = await socketOf('ana@demo.com.br');
    const host = await socketOf('host@demo.com.br');
    const res = await send({ title: 'Financeiro', message: 'm', to: { groups: ['financeiro'] } });
    expect(res.json().data.recipients).toBe(2);
    expect((await ana.next((f) => f.action === 'notification')).notification).toMatchObject({ title: 'Financeiro', notify: true });
    expect(await firstAfterBarrier(host, 'host@demo.com.br')).toBe('barreira');
    ana.close();
    host.close();
  });

  it("sends to everyone of the tenant (active, unblocked users), never to another tenant's users", async () => {
    const [{ n }] = (await t.app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE tenant_id = 'local' AND status = 'active' AND NOT disabled AND NOT blocked",
    )) as [{ n: number }];
    const tesouraria = await socketOf('tesouraria@demo.com.br');
    const joao = await socketOf('joao@acme.com.br', 'acme', acme.host);
    const res = await send({ title: 'Todos', message: 'm', to: { everyone: true } });
    expect(res.json().data.recipients).toBe(n);
    expect((await tesouraria.next((f) => f.action === 'notification')).notification.title).toBe('Todos');
    expect(await firstAfterBarrier(joao, 'joao@acme.com.br', acmeKey, 'acme', acme.host)).toBe('barreira');
    tesouraria.close();
    joao.close();
  });

  it('stores a notification only for a user of its own tenant; removing a user removes theirs', async () => {
    const [{ id: joao }] = (await t.app.db.query<{ id: string }>(
      "SELECT id FROM users WHERE tenant_id = 'acme' AND email = 'joao@acme.com.br'",
    )) as [{ id: string }];
    const store = (tenantId: string, userId: string) =>
      t.app.db.query(
        `INSERT INTO notifications (tenant_id, user_id, identifier, unique_identifier, title, message, created_at)
         VALUES ($1, $2::uuid, 'chave', 'chave:' || $2::text, 't', 'm', now())`,
        [tenantId, userId],
      );
    // acme's user under tenant local: refused by the recipient key (tenant and user together).
    await expect(store('local', joao)).rejects.toMatchObject({ code: '23503' });
    await store('acme', joao);
    const [temp] = await t.app.db.query<{ id: string }>(
      "INSERT INTO users (tenant_id, email, nick) VALUES ('local', 'sai-logo@demo.com.br', 'Sai Logo') RETURNING id",
    );
    expect((await send({ title: 'Até logo', message: 'm', to: { users: ['sai-logo@demo.com.br'] } })).json().data.recipients).toBe(1);
    await t.app.db.query('DELETE FROM users WHERE id = $1', [temp!.id]);
    expect(await t.app.db.query('SELECT 1 FROM notifications WHERE user_id = $1', [temp!.id])).toEqual([]);
  });

  it('a repeated uniqueIdentifier reaches nobody twice; no recipients is 400 in pt-BR', async () => {
    const body = { title: 'Uma vez', message: 'm', uniqueIdentifier: 'erp-pedido-42', to: { users: ['ana@demo.com.br'] } };
    expect((await send(body)).json().data).toEqual({ uniqueIdentifier: 'erp-pedido-42', recipients: 1 });
    expect((await send(body)).json().data).toEqual({ uniqueIdentifier: 'erp-pedido-42', recipients: 0 });
    const none = await send({ title: 't', message: 'm', to: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: '#AUTOMATION_RECIPIENTS', message: 'Informe os destinatários: todos os usuários, grupos ou e-mails.' });
  });

  it("an admin's notification automation sent now is pushed to open portals", async () => {
    const ana = await socketOf('ana@demo.com.br');
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const base = '/pro-admin/v1/session/app/local/notification-automations';
    const created = await call(t.app, {
      method: 'POST', url: base, ...local, headers: { code: admin },
      payload: { name: 'Aviso', title: 'Automação', message: '<p>a</p>', module: null, recipients: { emails: ['ana@demo.com.br'] }, channels: ['portal'], notify: true },
    });
    expect(created.statusCode).toBe(200);
    const sent = await call(t.app, { method: 'POST', url: `${base}/${created.json().data.id}/send`, ...local, headers: { code: admin } });
    expect(sent.statusCode).toBe(200);
    expect((await ana.next((f) => f.action === 'notification')).notification).toMatchObject({ title: 'Automação', read: false });
    ana.close();
  });
});
