import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginMessages } from '../../domain/messages/login';
import { shellMessages } from '../../domain/messages/shell';
import { LoginResult, UserExists } from '../../schemas/session';
import { compileSchema } from '../../schemas/validator';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local, password } from './requests';

const loginUrl = (id: string) => `/auth/v1/general/app/${id}/login`;

describe.each(backends())('user exists, login and ADFS on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('tells a known user (e-mail lowercased) and an unknown one apart the way the login screen needs', async () => {
    const known = await call(t.app, { method: 'GET', url: '/auth/v1/user/exists?id=local&email=%20Ana@Demo.com.br', ...local });
    expect(known.statusCode).toBe(200);
    expect(compileSchema(UserExists).check(known.json().data)).toBe(true);
    expect(known.json().data).toMatchObject({ nick: 'Ana Souza', status: 'active', blocked: false, isLdap: false });
    const unknown = await call(t.app, { method: 'GET', url: '/auth/v1/user/exists?id=local&email=ninguem@demo.com.br', ...local });
    expect(unknown.json().data).toEqual({ isAdfs: false, blocked: false, hostBlocked: false, nick: '', status: 'unknown', isLdap: false });
    const ldap = await call(t.app, { method: 'GET', url: '/auth/v1/user/exists?id=local&email=ldap@demo.com.br', ...local });
    expect(ldap.json().data.isLdap).toBe(true);
    const adfs = await call(t.app, { method: 'GET', url: '/auth/v1/user/exists?id=acme&email=ti@acme.com.br', ...acme });
    expect(adfs.json().data.isAdfs).toBe(true);
    const bad = await call(t.app, { method: 'GET', url: '/auth/v1/user/exists?id=local&email=nao-e-email', ...local });
    expect(bad.json()).toEqual({ status: 'error', error: '#INVALID_EMAIL', message: shellMessages.validation.email });
  });

  it('flags a blocked host (gamma via bloqueado.portal.test)', async () => {
    const res = await call(t.app, { method: 'GET', url: '/auth/v1/user/exists?id=gamma&email=x@gamma.com.br', host: 'bloqueado.portal.test' });
    expect(res.json().data.hostBlocked).toBe(true);
  });

  it('logs ana in: a UserSession and a 256-bit base64url code', async () => {
    const res = await call(t.app, { method: 'POST', url: loginUrl('local'), ...local, payload: { email: 'ANA@demo.com.br', password } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(compileSchema(LoginResult).check(data)).toBe(true);
    expect(data.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({ email: 'ana@demo.com.br', firstNick: 'Ana', groups: ['financeiro'], hasEntity: true });
    expect(data.user.entitySelected).toEqual([{ code: '11222333000181', description: 'Demo Comércio Ltda' }]);
  });

  it('shows the pending term of termos@demo.com.br', async () => {
    const res = await call(t.app, { method: 'POST', url: loginUrl('local'), ...local, payload: { email: 'termos@demo.com.br', password } });
    expect(res.json().data.user.pendingTerms).toEqual({ uso: { version: 1 } });
  });

  it('answers 401 #WRONG_PASSWORD alike for a wrong password and an unknown user', async () => {
    const wrong = await call(t.app, { method: 'POST', url: loginUrl('local'), ...local, payload: { email: 'ana@demo.com.br', password: 'errada123' } });
    const unknown = await call(t.app, { method: 'POST', url: loginUrl('local'), ...local, payload: { email: 'ninguem@demo.com.br', password } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 'error', error: '#WRONG_PASSWORD', message: loginMessages.alerts.wrongPassword });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it("answers a blocked user 400 'Usuário bloqueado' with acme's custom message, or the default", async () => {
    const res = await call(t.app, { method: 'POST', url: loginUrl('acme'), ...acme, payload: { email: 'bloqueado@acme.com.br', password } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      error: 'Usuário bloqueado',
      message: 'Seu acesso ao Portal ACME foi suspenso. Fale com comercial@acme.com.br.',
    });
    const local2 = await call(t.app, { method: 'POST', url: loginUrl('local'), ...local, payload: { email: 'bloqueado@demo.com.br', password } });
    expect(local2.json().message).toBe(loginMessages.alerts.userBlockedDefault);
  });
});
