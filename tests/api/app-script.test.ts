import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local, loginCode } from './requests';

describe.each(backends())('tenant scripts (GET /app/v1/session/app/{id}/script/{name}) on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  const get = (url: string, headers: Record<string, string>, host = local.host) => call(t.app, { method: 'GET', url, host, headers });

  beforeAll(async () => {
    t = await startTestApp(backend);
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the host tenant's script text to a signed-in user", async () => {
    const res = await get('/app/v1/session/app/local/script/boletos.js', { code: ana });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.source).toContain("portal.query('titulos-lista'");
  });

  it('needs a session: 401 without a code', async () => {
    const res = await get('/app/v1/session/app/local/script/boletos.js', {});
    expect(res.statusCode).toBe(401);
  });

  it("never serves another tenant's script: 404 by name, 403 for another tenant's id", async () => {
    const byName = await get('/app/v1/session/app/local/script/pedidos.js', { code: ana });
    expect(byName.statusCode).toBe(404);
    expect(byName.json()).toMatchObject({ status: 'error', error: '#ERRO_SCRIPT_DOWNLOAD_BODY', message: 'Não foi possível baixar o script.' });

    const otherId = await get('/app/v1/session/app/acme/script/pedidos.js', { code: ana });
    expect(otherId.statusCode).toBe(403);

    // ana's session belongs to tenant local: on acme's host it is no session at all.
    const otherHost = await get('/app/v1/session/app/acme/script/pedidos.js', { code: ana }, acme.host);
    expect(otherHost.statusCode).toBe(401);
  });

  it('answers 404 #ERRO_SCRIPT_DOWNLOAD_BODY for a script the tenant does not have', async () => {
    const res = await get('/app/v1/session/app/local/script/nao-existe.js', { code: ana });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('#ERRO_SCRIPT_DOWNLOAD_BODY');
  });

  it.each([
    ['..%2Facme%2Fpedidos.js'],
    ['..%2F..%2Ftenants%2Flocal.json'],
    ['%2E%2E'],
    ['..'],
    ['.'],
    ['..%5Cacme%5Cpedidos.js'],
    ['boletos.js%00.txt'],
  ])('refuses a path-traversal name %s', async (name) => {
    const res = await get(`/app/v1/session/app/local/script/${name}`, { code: ana });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Pedidos Acme');
    expect(res.body).not.toContain('"queries"');
  });
});
