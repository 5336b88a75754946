import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { hashOf, lastMailedLink } from './links';
import { acme, call, local, loginCode } from './requests';

const base = '/pro-admin/v1/session/app/local/users';

describe.each(backends())('admin users on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(() => t.close());

  const as = (code: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    call(t.app, { method, url, ...local, headers: { code }, ...(payload ? { payload } : {}) });
  /** Grants the group 'financeiro' (ana's) exactly these admin permissions, through the config API. */
  const grantFinanceiro = async (permissions: string[]) => {
    const res = await as(admin, 'GET', '/pro-admin/v1/session/app/local/config');
    const { document, version } = res.json().data;
    document.company.admin = { permissions: { financeiro: permissions } };
    const put = await call(t.app, {
      method: 'PUT', url: '/pro-admin/v1/session/app/local/config', ...local,
      headers: { code: admin, 'if-match': `"${version}"` }, payload: { document, comment: 'permissões' },
    });
    expect(put.statusCode).toBe(200);
  };

  it('refuses no session (401), a non-admin, an admin of another tenant and a delegated admin without users (403)', async () => {
    expect((await call(t.app, { method: 'GET', url: base, ...local })).statusCode).toBe(401);
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await as(ana, 'GET', base)).statusCode).toBe(403);
    expect((await as(ana, 'POST', `${base}/termos@demo.com.br/block`)).statusCode).toBe(403);
    const joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    await t.app.db.query(`UPDATE users SET groups = '{admin}' WHERE tenant_id = 'acme' AND email = 'joao@acme.com.br'`);
    expect((await as(joao, 'GET', base)).statusCode).toBe(403);
    await grantFinanceiro(['messages']);
    expect((await as(ana, 'GET', base)).statusCode).toBe(403);
    await grantFinanceiro(['users']);
    expect((await as(ana, 'GET', base)).statusCode).toBe(200);
    // A delegated admin never acts on someone holding more permissions (the tenant admin), nor grants itself more.
    expect((await as(ana, 'POST', `${base}/admin@demo.com.br/block`)).statusCode).toBe(403);
    await grantFinanceiro([]);
  });

  it('pages and searches on the server, with status and last sign-in', async () => {
    const page1 = await as(admin, 'GET', `${base}?limit=3&page=1`);
    expect(page1.statusCode).toBe(200);
    const { total, items } = page1.json().data;
    expect(items).toHaveLength(3);
    expect(total).toBeGreaterThanOrEqual(7);
    const page2 = (await as(admin, 'GET', `${base}?limit=3&page=2`)).json().data;
    expect(page2.items[0].email > items[2].email).toBe(true);
    const found = (await as(admin, 'GET', `${base}?search=${encodeURIComponent('Bloq')}`)).json().data;
    expect(found.items.map((u: { email: string }) => u.email)).toEqual(['bloqueado@demo.com.br']);
    expect(found.items[0].status).toBe('blocked');
    expect((await as(admin, 'GET', `${base}?search=${encodeURIComponent('%')}`)).json().data.total).toBe(0);
    const me = (await as(admin, 'GET', `${base}?search=admin@demo`)).json().data.items[0];
    expect(me).toMatchObject({ email: 'admin@demo.com.br', groups: ['admin', 'financeiro'], status: 'active' });
    expect(typeof me.lastSignIn).toBe('string');
  });

  it("leaves out the tenant's visitor, the hidden row public sessions belong to: not listed, counted, shown or blocked", async () => {
    const visitor = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/public', ...local });
    expect(visitor.statusCode).toBe(200);
    expect(await t.app.db.query("SELECT 1 FROM users WHERE tenant_id = 'local' AND status = 'public'")).toHaveLength(1);
    const { total, items } = (await as(admin, 'GET', `${base}?limit=100&page=1`)).json().data;
    expect(items.map((u: { email: string }) => u.email)).not.toContain('');
    expect(total).toBe(items.length);
    // Past the last page the total comes from the count query: the same people.
    expect((await as(admin, 'GET', `${base}?limit=100&page=2`)).json().data.total).toBe(total);
    // Its e-mail is empty: a blank path segment normalises to it.
    expect((await as(admin, 'GET', `${base}/%20`)).statusCode).toBe(404);
    expect((await as(admin, 'POST', `${base}/%20/block`, {})).statusCode).toBe(404);
    expect((await as(admin, 'POST', `${base}/%20/end-sessions`, {})).statusCode).toBe(404);
  });

  it('shows a detail with groups, entities, open sessions and accepted terms', async () => {
    const res = await as(admin, 'GET', `${base}/ana@demo.com.br`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({ email: 'ana@demo.com.br', groups: ['financeiro'], status: 'active' });
    expect(detail.entities.length).toBeGreaterThan(0);
    expect(detail.openSessions).toBeGreaterThanOrEqual(1);
    expect(Array.isArray(detail.terms)).toBe(true);
    expect((await as(admin, 'GET', `${base}/ninguem@demo.com.br`)).statusCode).toBe(404);
  });

  it('blocks a user: the open session is refused at its next call and login answers blocked; unblock lets them in', async () => {
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const validate = () => call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code: ana } });
    expect((await validate()).statusCode).toBe(200);
    const block = await as(admin, 'POST', `${base}/ana@demo.com.br/block`);
    expect(block.statusCode).toBe(200);
    expect(block.json().data.status).toBe('blocked');
    expect((await validate()).statusCode).toBe(401);
    const login = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 'ana@demo.com.br', password: 'Portal@2026' } });
    expect(login.statusCode).toBe(400);
    expect((await as(admin, 'POST', `${base}/ana@demo.com.br/unblock`)).json().data.status).toBe('active');
    await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await as(admin, 'POST', `${base}/admin@demo.com.br/block`)).statusCode).toBe(403);
  });

  it('ends every session of a user at once', async () => {
    const a = await loginCode(t.app, 'local', local.host, 'host@demo.com.br');
    const b = await loginCode(t.app, 'local', local.host, 'host@demo.com.br');
    const res = await as(admin, 'POST', `${base}/host@demo.com.br/end-sessions`);
    expect(res.json().data.ended).toBeGreaterThanOrEqual(2);
    for (const code of [a, b]) {
      const v = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code } });
      expect(v.statusCode).toBe(401);
    }
  });

  it('resends the registration link of a pending user (refused for a registered one) and makes a direct-hash link', async () => {
    const register = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/user/nova@cliente.com.br', ...local, headers: { 'send-email': 'true' } });
    expect(register.statusCode).toBe(200);
    const first = await lastMailedLink(t.app, 'nova@cliente.com.br');
    expect((await as(admin, 'GET', `${base}/nova@cliente.com.br`)).json().data.status).toBe('pending');
    expect((await as(admin, 'POST', `${base}/nova@cliente.com.br/registration-link`)).statusCode).toBe(200);
    const second = await lastMailedLink(t.app, 'nova@cliente.com.br');
    expect(hashOf(second)).not.toBe(hashOf(first));
    const again = await as(admin, 'POST', `${base}/ana@demo.com.br/registration-link`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('#USER_ALREADY_REGISTERED');

    const direct = await as(admin, 'POST', `${base}/ana@demo.com.br/direct-hash`, { title: 'Boletos', expires: 60 });
    expect(direct.statusCode).toBe(200);
    const hash = direct.json().data.link.split('/directHash/')[1];
    const open = await call(t.app, { method: 'POST', url: `/auth/v1/general/app/local/user/directHash/${hash}`, ...local });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.user.email).toBe('ana@demo.com.br');
  });

  it('audits every write with who, what and from where', async () => {
    const rows = await t.app.db.query<{ actor: string; action: string; ip: string }>(
      "SELECT actor, action, ip FROM admin_audit WHERE tenant_id = 'local' AND action LIKE 'user.%' ORDER BY id",
    );
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['user.block', 'user.unblock', 'user.endSessions', 'user.registrationLink', 'user.directHash']),
    );
    expect(rows.every((r) => r.actor === 'admin@demo.com.br' && r.ip === '127.0.0.1')).toBe(true);
  });
});
