import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantDocument } from '../../schemas/tenant';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, loginCode } from './requests';

/** Adds test-only named queries to tenant local (and a PostgreSQL connector on the postgres backend). */
async function addQueries(t: TestApp) {
  const [row] = await t.app.db.query<{ document: TenantDocument }>("SELECT document FROM tenants WHERE tenant_id = 'local'");
  const doc = row!.document;
  doc.server.queries = {
    ...doc.server.queries,
    'titulo-por-numero': { connector: 'erp', sql: 'SELECT numero, valor::float8 AS valor FROM titulos WHERE numero = :numero: ORDER BY numero' },
    lento: { connector: 'erp', sql: 'SELECT pg_sleep(5)', timeoutMs: 300 },
    apagar: { connector: 'erp', sql: 'DELETE FROM titulos RETURNING id' },
  };
  if (t.databaseUrl) {
    doc.server.connectors = { ...doc.server.connectors, pg: { type: 'postgres', url: t.databaseUrl } };
    doc.server.queries['lento-pg'] = { connector: 'pg', sql: 'SELECT pg_sleep(5)', timeoutMs: 300 };
  }
  await t.app.db.query("UPDATE tenants SET document = $1 WHERE tenant_id = 'local'", [JSON.stringify(doc)]);
  await t.app.tenants.reload();
}

describe.each(backends())('named queries and activity on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  let admin: string;
  const sql = (name: string, code: string, extra: { query?: string; method?: 'GET' | 'POST'; payload?: object; headers?: Record<string, string> } = {}) =>
    call(t.app, {
      method: extra.method ?? 'GET',
      url: `/remotesql/v1/session/app/local/sql/${name}${extra.query ?? ''}`,
      ...local,
      headers: { code, ...extra.headers },
      ...(extra.payload ? { payload: extra.payload } : {}),
    });

  beforeAll(async () => {
    t = await startTestApp(backend);
    await addQueries(t);
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(() => t.close());

  it("sums the open bills of the user's own entities (:entities: bound as text[])", async () => {
    expect((await sql('titulos-abertos', ana, { query: '?connector=erp' })).json()).toEqual({ status: 'success', data: { rows: [{ total: 2500.5 }], status: 'done' } });
    expect((await sql('titulos-abertos', admin)).json().data.rows).toEqual([{ total: 18151.4 }]);
  });

  it('runs the login connection check', async () => {
    const res = await sql('connection-check', ana, { query: '?connector=erp', headers: { timeout: '7000' } });
    expect(res.json().data.rows).toEqual([{ ok: 1 }]);
  });

  it('binds replace values as parameters: an injection attempt stays data (GET and POST)', async () => {
    const attack = encodeURIComponent(JSON.stringify({ numero: "0001234' OR '1'='1" }));
    expect((await sql('titulo-por-numero', ana, { query: `?replace=${attack}` })).json().data.rows).toEqual([]);
    const fine = await sql('titulo-por-numero', ana, { method: 'POST', payload: { replace: { numero: '0001234' } } });
    expect(fine.json().data.rows).toEqual([{ numero: '0001234', valor: 1520.5 }]);
    const missing = await sql('titulo-por-numero', ana, { method: 'POST', payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('only runs names from the tenant map, only with a session, only read-only', async () => {
    expect((await sql('nao-existe', ana)).json().error).toBe('#QUERY_NOT_FOUND');
    expect((await sql('titulos-abertos', ana, { query: '?connector=outro' })).statusCode).toBe(403);
    expect((await sql('SELECT 1', ana)).statusCode).toBe(404);
    expect((await sql('titulos-abertos', '')).json().error).toBe('#USER_TOKEN_NOTFOUND');
    const write = await sql('apagar', ana);
    expect([write.statusCode, write.json().error]).toEqual([403, '#READ_ONLY_QUERY']);
    expect((await sql('titulos-abertos', admin)).json().data.rows).toEqual([{ total: 18151.4 }]);
  });

  it('stops a query past its time limit with 504 #QUERY_TIMEOUT, and the connector recovers', async () => {
    const res = await sql('lento', ana);
    expect(res.statusCode).toBe(504);
    expect(res.json().error).toBe('#QUERY_TIMEOUT');
    expect((await sql('connection-check', ana)).json().data.rows).toEqual([{ ok: 1 }]);
    if (backend === 'postgres') {
      const pgSlow = await sql('lento-pg', ana);
      expect(pgSlow.statusCode).toBe(504);
    }
  });

  it('records activity with and without a session', async () => {
    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/activity/v1/session/app/local/set',
      ...local,
      headers: { pointer: 'simplificaPublicityClick' },
      payload: { link: 'https://simplifica.example.com.br/para-empresas' },
    });
    expect(anonymous.json()).toEqual({ status: 'success', data: { recorded: true } });
    const logged = await call(t.app, { method: 'POST', url: '/activity/v1/session/app/local/set', ...local, headers: { pointer: 'connectionError', code: ana }, payload: {} });
    expect(logged.statusCode).toBe(200);
    const rows = await t.app.db.query<{ pointer: string; link: string | null; email: string | null; user_id: string | null }>(
      "SELECT pointer, link, email, user_id FROM activities WHERE tenant_id = 'local' ORDER BY id",
    );
    expect(rows).toEqual([
      { pointer: 'simplificaPublicityClick', link: 'https://simplifica.example.com.br/para-empresas', email: null, user_id: null },
      { pointer: 'connectionError', link: null, email: 'ana@demo.com.br', user_id: expect.any(String) },
    ]);
    const noPointer = await call(t.app, { method: 'POST', url: '/activity/v1/session/app/local/set', ...local, payload: {} });
    expect(noPointer.statusCode).toBe(400);
  });
});
