import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellMessages } from '../../domain/messages/shell';
import { tenantScriptsDir } from '../../server/tenancy/tenant-scripts';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local, loginCode, password } from './requests';

/** SPEC §7 "Router": POST /router body {event, ...fields} with a user session, and the SPEC §8 codes it answers. */
describe.each(backends())('router (POST /router) on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  const route = (payload: unknown, headers: Record<string, string> = { code: ana }, host = local.host) =>
    call(t.app, { method: 'POST', url: '/router', host, headers, payload: payload as Record<string, unknown> });

  beforeAll(async () => {
    t = await startTestApp(backend);
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
  });
  afterAll(() => t.close());

  it("refuses a call without an event with 400 #ERRO_ROUTER_REQUEST 'Requisição sem evento.'", async () => {
    for (const payload of [{}, { event: '' }, { event: '   ' }, { event: 7 }, { name: 'boletos.js' }]) {
      const res = await route(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ status: 'error', error: '#ERRO_ROUTER_REQUEST', message: 'Requisição sem evento.' });
    }
  });

  it('answers an event it does not know with 404 #ROUTER_EVENT_NOTFOUND', async () => {
    const res = await route({ event: 'user/deleteEverything' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', error: '#ROUTER_EVENT_NOTFOUND', message: 'Evento desconhecido.' });
  });

  it('needs a session of the host tenant: 401 without a code, and for a code of another tenant', async () => {
    expect((await route({ event: 'local/script', name: 'boletos.js' }, {})).statusCode).toBe(401);
    const joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    const crossed = await route({ event: 'local/script', name: 'boletos.js' }, { code: joao });
    expect(crossed.statusCode).toBe(401);
    expect(crossed.body).not.toContain('portal.query');
  });

  it("'local/script' answers the text of one of the host tenant's scripts, and 404 for any other name", async () => {
    const res = await route({ event: 'local/script', name: 'boletos.js' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { source: readFileSync(join(tenantScriptsDir, 'local', 'boletos.js'), 'utf8') } });
    // acme's own script, a path out of the folder, no name at all: the same 404.
    for (const name of ['pedidos.js', '../acme/pedidos.js', '..', undefined]) {
      const missing = await route({ event: 'local/script', name });
      expect(missing.statusCode, String(name)).toBe(404);
      expect(missing.json()).toEqual({ status: 'error', error: '#ERRO_SCRIPT_DOWNLOAD_BODY', message: 'Não foi possível baixar o script.' });
    }
    expect((await route({ event: 'local/script', name: ['boletos.js'] })).json().error).toBe('#VALIDATION');
  });

  it("'user/changePasswordByDash' checks the old password and the rules, then changes it and revokes the other sessions", async () => {
    const event = 'user/changePasswordByDash';
    const other = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const wrong = await route({ event, oldPassword: 'errada', password: 'novaSenha1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 'error', error: '#WRONG_OLD_PASSWORD', message: 'Senha atual incorreta.' });
    const short = await route({ event, oldPassword: password, password: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: '#INVALID_PASSWORD', message: shellMessages.validation.minLength(6) });
    expect((await route({ event, oldPassword: '', password: 'novaSenha1' })).json().message).toBe('Este campo é obrigatório!');
    expect((await route({ event, oldPassword: password, password: 12345678 })).json().error).toBe('#VALIDATION');
    const same = await route({ event, oldPassword: password, password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ status: 'error', error: '#SAME_PASSWORD', message: 'A nova senha deve ser diferente da atual.' });

    const res = await route({ event, oldPassword: password, password: 'novaSenha1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { changed: true } });
    const session = (code: string) => call(t.app, { method: 'GET', url: '/auth/v1/session/app/local/user/session', ...local, headers: { code } });
    expect((await session(other)).statusCode).toBe(401);
    expect((await session(ana)).statusCode).toBe(200);
    const login = (secret: string) =>
      call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 'ana@demo.com.br', password: secret } });
    expect((await login('novaSenha1')).statusCode).toBe(200);
    expect((await login(password)).statusCode).toBe(401);
  });
});
