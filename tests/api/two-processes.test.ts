import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, loginCode } from './requests';

/** Polls `check` until it holds: the other process hears the bus within milliseconds, never after the 5 s session cache. */
async function soon(check: () => Promise<boolean>, withinMs = 2000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe.runIf(backends().includes('postgres'))('two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    other = await t.another();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const validateOn = (app: FastifyInstance, code: string) =>
    call(app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code } }).then((r) => r.statusCode);

  it('a config published on one is served by the other at once', async () => {
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const { document, version } = (await call(t.app, { method: 'GET', url: '/pro-admin/v1/session/app/local/config', ...local, headers: { code: admin } })).json().data;
    document.company.appTitle = 'Publicado no processo A';
    const put = await call(t.app, {
      method: 'PUT', url: '/pro-admin/v1/session/app/local/config', ...local,
      headers: { code: admin, 'if-match': `"${version}"` }, payload: { document, comment: 'dois processos' },
    });
    expect(put.statusCode).toBe(200);
    const seen = await soon(async () => (await call(other, { method: 'GET', url: '/cache/localhost.json', ...local })).json().appTitle === 'Publicado no processo A');
    expect(seen).toBe(true);
  });

  it('a logout on one is refused on the other at once, though the other had the session cached', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect(await validateOn(other, code)).toBe(200);
    const logout = await call(t.app, { method: 'POST', url: '/auth/v1/session/app/local/logout', ...local, headers: { code } });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await soon(async () => (await validateOn(other, code)) === 401)).toBe(true);
  });

  it("an admin's block on one ends the user's sessions on the other at once", async () => {
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const code = await loginCode(t.app, 'local', local.host, 'host@demo.com.br');
    expect(await validateOn(other, code)).toBe(200);
    const block = await call(t.app, { method: 'POST', url: '/pro-admin/v1/session/app/local/users/host@demo.com.br/block', ...local, headers: { code: admin } });
    expect(block.statusCode).toBe(200);
    expect(await soon(async () => (await validateOn(other, code)) === 401)).toBe(true);
  });
});
