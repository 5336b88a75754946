import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { auth, loginThree } from './entity-calls';
import { call, local, password } from './requests';

describe.each(backends())('a host enables and disables only its own guests on %s', (backend) => {
  let t: TestApp;
  let host: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    [host, admin] = await loginThree(t.app, ['host', 'admin', 'ana']);
  });
  afterAll(() => t.close());

  const change = (code: string, email: string, enable: boolean) =>
    auth(t.app, code, `/v1/user/changeEnableByHost?id=local&email=${email}&enable=${enable}`);
  const disabled = async (email: string) =>
    (await t.app.db.query<{ disabled: boolean }>("SELECT disabled FROM users WHERE tenant_id = 'local' AND email = $1", [email]))[0]?.disabled;

  it("disables and enables the host's guest", async () => {
    expect((await auth(t.app, host, '/v1/user/createGuest?id=local&email=meu-convidado@demo.com.br')).statusCode).toBe(200);
    expect((await change(host, 'meu-convidado@demo.com.br', false)).json().data).toEqual({ email: 'meu-convidado@demo.com.br', enabled: false });
    expect(await disabled('meu-convidado@demo.com.br')).toBe(true);
    expect((await change(host, 'meu-convidado@demo.com.br', true)).statusCode).toBe(200);
    expect(await disabled('meu-convidado@demo.com.br')).toBe(false);
  });

  it("refuses an ordinary user, another host's guest and an unknown e-mail alike (403), and changes nothing", async () => {
    expect((await auth(t.app, admin, '/v1/user/createGuest?id=local&email=convidado-do-admin@demo.com.br')).statusCode).toBe(200);
    for (const email of ['ana@demo.com.br', 'convidado-do-admin@demo.com.br', 'ninguem@demo.com.br']) {
      const refused = await change(host, email, false);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('#FORBIDDEN');
    }
    expect(await disabled('ana@demo.com.br')).toBe(false);
    expect(await disabled('convidado-do-admin@demo.com.br')).toBe(false);
    const login = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 'ana@demo.com.br', password } });
    expect(login.statusCode).toBe(200);
  });

  it('still lets an admin disable any user of the tenant', async () => {
    expect((await change(admin, 'termos@demo.com.br', false)).statusCode).toBe(200);
    expect(await disabled('termos@demo.com.br')).toBe(true);
    expect((await change(admin, 'termos@demo.com.br', true)).statusCode).toBe(200);
  });
});
