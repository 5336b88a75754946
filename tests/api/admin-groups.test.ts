import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, loginCode } from './requests';

const base = '/pro-admin/v1/session/app/local/groups';

describe.each(backends())('profiles (groups) and members on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(() => t.close());

  const as = (code: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    call(t.app, { method, url, ...local, headers: { code }, ...(payload ? { payload } : {}) });

  it('lists the groups the config and the users name, with member counts and permissions', async () => {
    const res = await as(admin, 'GET', base);
    expect(res.statusCode).toBe(200);
    const groups = res.json().data as { group: string; members: number; permissions: string[] }[];
    expect(groups.find((g) => g.group === 'financeiro')).toMatchObject({ members: 2, permissions: [] });
    expect(groups.find((g) => g.group === 'admin')!.permissions).toContain('finance');
    expect(groups.some((g) => g.group === 'adapcon')).toBe(false);
    const members = (await as(admin, 'GET', `${base}/financeiro/members?search=ana`)).json().data;
    expect(members).toEqual({ total: 1, items: [{ email: 'ana@demo.com.br', nick: expect.any(String) }] });
  });

  it("adds and removes a member; the user's next call sees the group; audited", async () => {
    const host = await loginCode(t.app, 'local', local.host, 'host@demo.com.br');
    const validate = async () =>
      (await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code: host } })).json().data.json.groups;
    expect(await validate()).not.toContain('financeiro');
    expect((await as(admin, 'POST', `${base}/financeiro/members`, { email: 'host@demo.com.br' })).statusCode).toBe(200);
    expect(await validate()).toContain('financeiro');
    expect((await as(admin, 'DELETE', `${base}/financeiro/members/host@demo.com.br`)).statusCode).toBe(200);
    expect(await validate()).not.toContain('financeiro');
    expect((await as(admin, 'POST', `${base}/financeiro/members`, { email: 'ninguem@demo.com.br' })).statusCode).toBe(404);
    const audit = await t.app.db.query<{ action: string }>("SELECT action FROM admin_audit WHERE tenant_id = 'local' AND action LIKE 'group.%'");
    expect(audit.map((a) => a.action).sort()).toEqual(['group.addMember', 'group.removeMember']);
  });

  it('refuses the operators group, making an admin without full rights, and an admin removing themselves from admin', async () => {
    expect((await as(admin, 'POST', `${base}/adapcon/members`, { email: 'ana@demo.com.br' })).statusCode).toBe(403);
    expect((await as(admin, 'DELETE', `${base}/admin/members/admin@demo.com.br`)).statusCode).toBe(403);
    // ana, a delegated admin with 'profiles' only, cannot make anyone an admin.
    const { document, version } = (await as(admin, 'GET', '/pro-admin/v1/session/app/local/config')).json().data;
    document.company.admin = { permissions: { financeiro: ['profiles'] } };
    await call(t.app, { method: 'PUT', url: '/pro-admin/v1/session/app/local/config', ...local, headers: { code: admin, 'if-match': `"${version}"` }, payload: { document, comment: 'perfis' } });
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await as(ana, 'POST', `${base}/admin/members`, { email: 'ana@demo.com.br' })).statusCode).toBe(403);
    expect((await as(ana, 'POST', `${base}/vendas/members`, { email: 'host@demo.com.br' })).statusCode).toBe(200);
    const termos = await loginCode(t.app, 'local', local.host, 'termos@demo.com.br');
    expect((await as(termos, 'GET', base)).statusCode).toBe(403);
  });
});
