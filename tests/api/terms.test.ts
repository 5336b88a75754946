import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, loginCode } from './requests';

describe.each(backends())('terms on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const accept = (code: string, version: number, termId = 'uso') =>
    call(t.app, { method: 'POST', url: `/auth/v1/session/app/local/user/term/${termId}/${version}/validate`, ...local, headers: { code, 'user-agent': 'Teste/1.0' } });
  const pendingAtLogin = async () => {
    const res = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 'termos@demo.com.br', password: 'Portal@2026' } });
    return res.json().data.user.pendingTerms;
  };

  it('serves a term version, 404 #TERM_NOT_FOUND when missing', async () => {
    const res = await call(t.app, { method: 'GET', url: '/auth/v1/general/app/local/terms/uso/1', ...local });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 'uso', version: 1, title: 'Termos de uso' });
    expect(typeof res.json().data.html).toBe('string');
    const missing = await call(t.app, { method: 'GET', url: '/auth/v1/general/app/local/terms/uso/9', ...local });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('#TERM_NOT_FOUND');
  });

  it('records the acceptance with time, IP and user agent, and the term is no longer pending', async () => {
    expect(await pendingAtLogin()).toEqual({ uso: { version: 1 } });
    const code = await loginCode(t.app, 'local', local.host, 'termos@demo.com.br');
    const res = await accept(code, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.pendingTerms).toEqual({});
    const rows = await t.app.db.query<{ accepted_at: Date; ip: string; user_agent: string }>(
      "SELECT accepted_at, ip, user_agent FROM term_acceptances WHERE tenant_id = 'local' AND term_id = 'uso' AND version = 1",
    );
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]?.accepted_at ?? 0).toISOString()).toBe(t.clock.now().toISOString());
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', user_agent: 'Teste/1.0' });
    const validate = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code } });
    expect(validate.json().data.json.pendingTerms).toEqual({});
    expect(await pendingAtLogin()).toEqual({});
  });

  it('makes the term pending again when a version 2 is published, until that version is accepted', async () => {
    await t.app.db.query("INSERT INTO terms (tenant_id, term_id, version, title, html) VALUES ('local', 'uso', 2, 'Termos de uso v2', '<p>Nova versão</p>')");
    expect(await pendingAtLogin()).toEqual({ uso: { version: 2 } });
    const code = await loginCode(t.app, 'local', local.host, 'termos@demo.com.br');
    expect((await accept(code, 1)).json().data.user.pendingTerms).toEqual({ uso: { version: 2 } });
    expect((await accept(code, 2)).json().data.user.pendingTerms).toEqual({});
  });

  it('refuses an unknown term and a call without a session', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await accept(code, 1, 'nao-existe')).statusCode).toBe(404);
    expect((await call(t.app, { method: 'POST', url: '/auth/v1/session/app/local/user/term/uso/1/validate', ...local })).statusCode).toBe(401);
  });
});
