import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, local, loginCode } from './requests';
import { patchTenant, sqlCall } from './tenant-patch';

const tokensSql = `SELECT CAST(:page: AS int) AS page, CAST(:pageLimit: AS int) AS "pageLimit", CAST(:indexInit: AS int) AS "indexInit",
  CAST(:indexEnd: AS int) AS "indexEnd", CAST(:userEmail: AS text) AS "userEmail", CAST(:entities: AS text[]) AS entities,
  CAST(:extra: AS text) AS extra`;

describe.each(backends())('named query route on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  let admin: string;
  const sql = (name: string, code: string, o: Parameters<typeof sqlCall>[3] = {}) => sqlCall(t.app, name, code, o);

  beforeAll(async () => {
    t = await startTestApp(backend, { sessionCacheMs: 0 });
    await patchTenant(t.app, 'local', (doc) => {
      doc.server.queries = {
        ...doc.server.queries,
        tokens: { connector: 'erp', sql: tokensSql },
        'titulos-pagina': { connector: 'erp', sql: 'SELECT numero FROM titulos ORDER BY numero LIMIT :pageLimit: OFFSET :indexInit:' },
        'sem-linhas': { connector: 'erp', sql: "SET LOCAL work_mem = '8MB'" },
        inserir: { connector: 'erp', sql: "INSERT INTO titulos (cnpj, numero, vencimento, valor) VALUES ('1', '2', '2026-01-01', 1) RETURNING id" },
        atualizar: { connector: 'erp', sql: 'UPDATE titulos SET pago = true WHERE cnpj = ANY(:entities:) RETURNING id' },
        dormir: { connector: 'erp', sql: 'SELECT pg_sleep(3) AS dormiu' },
      };
    });
    await patchTenant(t.app, 'acme', (doc) => {
      doc.server.connectors = { 'acme-erp': { type: 'pglite', database: 'erp-demo' } };
      doc.server.queries = { 'acme-segredo': { connector: 'acme-erp', sql: 'SELECT 42 AS segredo' } };
    });
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(() => t.close());

  it('binds the session and paging tokens and the replace keys (page size 100), replying {rows, status}', async () => {
    const replace = encodeURIComponent(JSON.stringify({ extra: 'x' }));
    const res = await sql('tokens', ana, { query: `?replace=${replace}&page=2` });
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        status: 'done',
        rows: [{ page: 2, pageLimit: 100, indexInit: 200, indexEnd: 300, userEmail: 'ana@demo.com.br', entities: ['11222333000181'], extra: 'x' }],
      },
    });
    const post = await sql('tokens', admin, { method: 'POST', payload: { replace: { extra: 'y', userEmail: 'forjado@x.com' }, page: 1 } });
    expect(post.json().data.rows[0]).toMatchObject({ page: 1, indexInit: 100, userEmail: 'admin@demo.com.br', extra: 'y' });
    expect(post.json().data.rows[0].entities).toEqual(['11222333000181', '45723174000110']);
  });

  it('pages until an empty page, and `unique` keeps the first row only', async () => {
    expect((await sql('titulos-pagina', ana)).json().data.rows).toHaveLength(30);
    expect((await sql('titulos-pagina', ana, { query: '?page=1' })).json().data.rows).toEqual([]);
    expect((await sql('titulos-pagina', ana, { query: '?unique' })).json().data.rows).toEqual([{ numero: '0001100' }]);
  });

  it('summary figure titulos-abertos: 2500.50 for ana, 18151.40 for admin, following the selected entities', async () => {
    expect((await sql('titulos-abertos', ana, { query: '?connector=erp', headers: { timeout: '30000' } })).json().data.rows).toEqual([{ total: 2500.5 }]);
    expect((await sql('titulos-abertos', admin)).json().data.rows).toEqual([{ total: 18151.4 }]);
    const [user] = await t.app.db.query<{ id: string }>("SELECT id FROM users WHERE tenant_id = 'local' AND email = 'admin@demo.com.br'");
    await t.app.db.query("UPDATE user_entities SET selected = (entity_code = '11222333000181') WHERE user_id = $1", [user!.id]);
    expect((await sql('titulos-abertos', admin)).json().data.rows).toEqual([{ total: 2500.5 }]);
    // None selected: the user's entities, all of them.
    await t.app.db.query('UPDATE user_entities SET selected = false WHERE user_id = $1', [user!.id]);
    expect((await sql('titulos-abertos', admin)).json().data.rows).toEqual([{ total: 18151.4 }]);
    await t.app.db.query('UPDATE user_entities SET selected = true WHERE user_id = $1', [user!.id]);
  });

  it("refuses another tenant's query and connector, and never runs SQL text from the client", async () => {
    const other = await sql('acme-segredo', ana, { query: '?connector=acme-erp' });
    expect([other.statusCode, other.json().error]).toEqual([404, '#QUERY_NOT_FOUND']);
    const wrongConnector = await sql('titulos-abertos', ana, { query: '?connector=acme-erp' });
    expect([wrongConnector.statusCode, wrongConnector.json().error]).toEqual([403, '#FORBIDDEN']);
    expect((await sql('acme-segredo', ana, { tenant: 'acme' })).json().error).toBe('#TENANT_MISMATCH');
    const acmeHost = await sql('acme-segredo', ana, { tenant: 'acme', host: acme.host });
    expect([acmeHost.statusCode, acmeHost.json().error]).toEqual([401, '#INVALID_SESSION']);
    const smuggled = await sql('titulos-abertos', ana, { method: 'POST', query: '?sql=SELECT%2042%20AS%20segredo', payload: { sql: 'SELECT 42 AS segredo' } });
    expect(smuggled.json().data.rows).toEqual([{ total: 2500.5 }]);
  });

  it('runs on a read-only account: INSERT and UPDATE fail with 403 #READ_ONLY_QUERY and change nothing', async () => {
    for (const name of ['inserir', 'atualizar']) {
      const res = await sql(name, ana, { method: 'POST', payload: {} });
      expect([res.statusCode, res.json().error]).toEqual([403, '#READ_ONLY_QUERY']);
    }
    expect((await sql('titulos-abertos', admin)).json().data.rows).toEqual([{ total: 18151.4 }]);
  });

  it('answers #ERRO_RESULT_SQL for a statement without a rows list', async () => {
    const res = await sql('sem-linhas', ana);
    expect([res.statusCode, res.json().error]).toEqual([502, '#ERRO_RESULT_SQL']);
  });

  it("takes the smaller of the query's limit and the `timeout` header: 504 #QUERY_TIMEOUT", async () => {
    const res = await sql('dormir', ana, { headers: { timeout: '200' } });
    expect([res.statusCode, res.json().error]).toEqual([504, '#QUERY_TIMEOUT']);
    expect((await sql('connection-check', ana)).json().data.rows).toEqual([{ ok: 1 }]);
  });
});
