import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, loginCode } from './requests';

const minutes = (n: number) => n * 60_000;
const payload = { title: 'Boleto', script: 'boletos.js', json: { titulo: 42 } };

describe.each(backends())('direct hash on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  // Tests move the clock past the idle time: a fresh admin session each time.
  beforeEach(async () => {
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(() => t.close());

  const create = (email: string, body: Record<string, unknown>, code = admin) =>
    call(t.app, { method: 'POST', url: `/auth/v1/session/app/local/user/${email}/directHash`, ...local, headers: { code }, payload: body });
  const open = (hash: string) => call(t.app, { method: 'POST', url: `/auth/v1/general/app/local/user/directHash/${hash}`, ...local });

  it('lets an admin make a link on the stored domain that signs the user in with title, script and json', async () => {
    const res = await create('ana@demo.com.br', { ...payload, expires: 60 });
    expect(res.statusCode).toBe(200);
    const { hash, link } = res.json().data;
    expect(link).toBe(`http://localhost:3000/directHash/${hash}`);
    const opened = await open(hash);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ ...payload, user: { email: 'ana@demo.com.br' } });
    const session = await call(t.app, { method: 'GET', url: '/auth/v1/session/app/local/user/session', ...local, headers: { code: opened.json().data.code } });
    expect(session.json().data.user.email).toBe('ana@demo.com.br');
    expect((await open(hash)).statusCode).toBe(200); // reusable until it expires
    t.clock.advance(minutes(60));
    expect((await open(hash)).json()).toEqual({ status: 'error', error: '#INVALID_LINK', message: 'Link inválido ou expirado.' });
  });

  it('defaults to 24 h, takes an ISO date-time, and refuses past or beyond 30 days', async () => {
    const byDefault = (await create('ana@demo.com.br', payload)).json().data.hash;
    const at = new Date(t.clock.ms + minutes(90)).toISOString();
    const iso = await create('ana@demo.com.br', { ...payload, expires: at });
    expect(iso.json().data.expires).toBe(at);
    for (const expires of [-5, new Date(t.clock.ms - 1000).toISOString(), 31 * 24 * 60, 'amanhã']) {
      const bad = await create('ana@demo.com.br', { ...payload, expires });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('#INVALID_EXPIRES');
    }
    expect((await create('ana@demo.com.br', { ...payload, expires: 30 * 24 * 60 })).statusCode).toBe(200);
    t.clock.advance(minutes(24 * 60) - 1);
    expect((await open(byDefault)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await open(byDefault)).statusCode).toBe(400);
  });

  it("creates a 'pendingByDirectHash' user for an unknown e-mail", async () => {
    const res = await create('Novo.Link@demo.com.br', payload);
    expect(res.statusCode).toBe(200);
    const exists = await call(t.app, { method: 'GET', url: '/auth/v1/user/exists?id=local&email=novo.link@demo.com.br', ...local });
    expect(exists.json().data).toMatchObject({ status: 'pendingByDirectHash', nick: '' });
    const opened = await open(res.json().data.hash);
    expect(opened.json().data.user.email).toBe('novo.link@demo.com.br');
  });

  it('makes links for a phone number, 404 for an unknown one', async () => {
    await t.app.db.query("UPDATE users SET phone = '48999990000' WHERE tenant_id = 'local' AND email = 'ana@demo.com.br'");
    const res = await call(t.app, { method: 'POST', url: '/auth/v1/app/local/user/phone/(48)%2099999-0000/directHash', ...local, headers: { code: admin }, payload });
    expect(res.statusCode).toBe(200);
    expect((await open(res.json().data.hash)).json().data.user.email).toBe('ana@demo.com.br');
    const unknown = await call(t.app, { method: 'POST', url: '/auth/v1/app/local/user/phone/11911112222/directHash', ...local, headers: { code: admin }, payload });
    expect(unknown.statusCode).toBe(404);
  });

  it('is only for hosts and admins with a session; unknown hashes answer 400', async () => {
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const refused = await create('admin@demo.com.br', payload, ana);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('#FORBIDDEN');
    const noSession = await call(t.app, { method: 'POST', url: '/auth/v1/session/app/local/user/ana@demo.com.br/directHash', ...local, payload });
    expect(noSession.statusCode).toBe(401);
    await t.app.db.query("UPDATE users SET groups = '{host}' WHERE tenant_id = 'local' AND email = 'ana@demo.com.br'");
    t.app.sessions.forgetUser((await t.app.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'ana@demo.com.br'"))[0]?.id ?? '');
    expect((await create('admin@demo.com.br', payload, ana)).statusCode).toBe(200);
    expect((await open('D'.repeat(43))).json().error).toBe('#INVALID_LINK');
  });
});
