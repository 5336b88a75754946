import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local, loginCode, password } from './requests';

describe.each(backends())('disabling users on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend); // default 5 s session cache: eviction is what makes the 401 immediate
  });
  afterAll(() => t.close());

  const validate = async (code: string) =>
    call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code } });
  const change = (code: string, email: string, enable: boolean, tenant = 'local', host = local.host) =>
    call(t.app, { method: 'POST', url: `/auth/v1/user/changeEnableByHost?id=${tenant}&email=${email}&enable=${enable}`, host, headers: { code } });
  const login = (email: string) => call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email, password } });

  it('an admin disables a user: their session gets 401 at once, login is refused; enabling lets them back', async () => {
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await validate(ana)).statusCode).toBe(200);
    const res = await change(admin, 'ana@demo.com.br', false);
    expect(res.json()).toEqual({ status: 'success', data: { email: 'ana@demo.com.br', enabled: false } });
    expect((await validate(ana)).json().error).toBe('#INVALID_SESSION');
    const refused = await login('ana@demo.com.br');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Usuário bloqueado');
    const exists = await call(t.app, { method: 'GET', url: '/auth/v1/user/exists?id=local&email=ana@demo.com.br', ...local });
    expect(exists.json().data.blocked).toBe(true);
    expect((await change(admin, 'ana@demo.com.br', true)).json().data.enabled).toBe(true);
    expect((await login('ana@demo.com.br')).statusCode).toBe(200);
    expect((await validate(ana)).statusCode).toBe(401); // revoked sessions stay revoked
  });

  it('disableUser(tenantId, email) revokes every session of the user', async () => {
    const codes = [await loginCode(t.app, 'local', local.host, 'termos@demo.com.br'), await loginCode(t.app, 'local', local.host, 'termos@demo.com.br')];
    for (const code of codes) expect((await validate(code)).statusCode).toBe(200);
    expect(await t.app.accounts.disableUser('local', 'termos@demo.com.br')).toBe(true);
    for (const code of codes) expect((await validate(code)).statusCode).toBe(401);
    const live = await t.app.db.query(
      "SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'termos@demo.com.br' AND s.revoked_at IS NULL",
    );
    expect(live).toEqual([]);
    expect(await t.app.accounts.disableUser('local', 'ninguem@demo.com.br')).toBe(false);
  });

  it('is for hosts and admins of the same tenant only', async () => {
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const refused = await change(ana, 'admin@demo.com.br', false);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('#FORBIDDEN');
    // A host acts only on its own guests (host-guest-enable.test.ts): not on an ordinary user, not on an admin.
    await t.app.db.query("UPDATE users SET groups = '{host}' WHERE tenant_id = 'local' AND email = 'ana@demo.com.br'");
    const host = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await change(host, 'termos@demo.com.br', true)).statusCode).toBe(403);
    expect((await change(host, 'admin@demo.com.br', false)).statusCode).toBe(403);
    // Another tenant: the local admin's session means nothing on acme, and a foreign id is refused.
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    expect((await change(admin, 'joao@acme.com.br', false, 'acme', acme.host)).statusCode).toBe(401);
    expect((await change(admin, 'joao@acme.com.br', false, 'acme', local.host)).statusCode).toBe(403);
    expect((await change(admin, 'ninguem@demo.com.br', false)).statusCode).toBe(404);
  });
});
