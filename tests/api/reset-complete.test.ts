import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellMessages } from '../../domain/messages/shell';
import { backends, startTestApp, type TestApp } from './databases';
import { hashOf, lastMailedLink } from './links';
import { acme, call, local, loginCode, password } from './requests';

const minutes = (n: number) => n * 60_000;

describe.each(backends())('password reset completion on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  async function requestReset(email: string, host = local.host, tenant = 'local'): Promise<string> {
    const res = await call(t.app, { method: 'POST', url: `/auth/v1/general/app/${tenant}/user/${email}/password`, host, headers: { 'x-forwarded-host': 'evil.example' } });
    expect(res.json()).toEqual({ status: 'success', data: { sent: true } });
    return lastMailedLink(t.app, email);
  }
  const complete = (email: string, hash: string, payload: Record<string, unknown>, tenant = 'local', host = local.host) =>
    call(t.app, { method: 'POST', url: `/auth/v1/general/app/${tenant}/user/${email}/password`, host, headers: { 'password-hash': hash }, payload });
  const validate = (code: string) => call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code } });

  it('mails /changePassword?email=&hash= from the stored domain, never the request host', async () => {
    const link = await requestReset('joao@acme.com.br', 'acme.portal.test:8443', 'acme');
    expect(link).toMatch(/^http:\/\/acme\.portal\.test:3000\/changePassword\?email=joao%40acme\.com\.br&hash=[A-Za-z0-9_-]{43}$/);
  });

  it('does not reveal whether the e-mail exists', async () => {
    const known = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/user/ana@demo.com.br/password', ...local });
    const unknown = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/user/nao.existe@demo.com.br/password', ...local });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(unknown.body).toBe(known.body);
  });

  it('sets the password, revokes every session of the user and signs in', async () => {
    const before = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    expect((await validate(before)).statusCode).toBe(200); // cached in this process now
    const hash = hashOf(await requestReset('admin@demo.com.br'));
    const res = await complete('admin@demo.com.br', hash, { password: 'NovaSenha#1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe('admin@demo.com.br');
    expect((await validate(before)).json().error).toBe('#INVALID_SESSION');
    expect((await validate(res.json().data.code)).statusCode).toBe(200);
    const login = (pw: string) => call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 'admin@demo.com.br', password: pw } });
    expect((await login(password)).statusCode).toBe(401);
    expect((await login('NovaSenha#1')).statusCode).toBe(200);
  });

  it('is single use, and a used link answers like an unknown one', async () => {
    const hash = hashOf(await requestReset('ana@demo.com.br'));
    expect((await complete('ana@demo.com.br', hash, { password: 'Segunda#1' })).statusCode).toBe(200);
    const reused = await complete('ana@demo.com.br', hash, { password: 'Terceira#1' });
    expect(reused.json()).toEqual({ status: 'error', error: '#INVALID_LINK', message: 'Link inválido ou expirado.' });
    const unknown = await complete('ana@demo.com.br', 'B'.repeat(43), { password: 'Terceira#1' });
    expect(unknown.body).toBe(reused.body);
  });

  it('expires after 1 h', async () => {
    const hash = hashOf(await requestReset('joao@acme.com.br', acme.host, 'acme'));
    t.clock.advance(minutes(60));
    const res = await complete('joao@acme.com.br', hash, { password: 'Expirada#1' }, 'acme', acme.host);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('#INVALID_LINK');
    const fresh = hashOf(await requestReset('joao@acme.com.br', acme.host, 'acme'));
    t.clock.advance(minutes(59));
    expect((await complete('joao@acme.com.br', fresh, { password: 'NoPrazo#12' }, 'acme', acme.host)).statusCode).toBe(200);
  });

  it("obeys the tenant's rules (acme: 8 to 64) and keeps the link usable after a refusal", async () => {
    const hash = hashOf(await requestReset('joao@acme.com.br', acme.host, 'acme'));
    const short = await complete('joao@acme.com.br', hash, { password: 'curta' }, 'acme', acme.host);
    expect(short.json()).toEqual({ status: 'error', error: '#INVALID_PASSWORD', message: shellMessages.validation.minLength(8) });
    const blank = await complete('joao@acme.com.br', hash, {}, 'acme', acme.host);
    expect(blank.json().message).toBe('Este campo é obrigatório!');
    expect((await complete('joao@acme.com.br', hash, { password: 'Comprida#1' }, 'acme', acme.host)).statusCode).toBe(200);
  });
});
