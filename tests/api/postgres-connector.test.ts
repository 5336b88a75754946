import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { local, loginCode } from './requests';
import { createPostgresErp, patchTenant, sqlCall } from './tenant-patch';

type Erp = Awaited<ReturnType<typeof createPostgresErp>>;

// The `postgres` connector against a real ERP database on the local PostgreSQL (created here, dropped after),
// with the portal itself on each storage backend.
describe.skipIf(!inject('postgresUrl')).each(backends())('postgres connector, portal on %s', (backend) => {
  let t: TestApp;
  let erp: Erp;
  let ana: string;
  const sql = (name: string, o: Parameters<typeof sqlCall>[3] = {}) => sqlCall(t.app, name, ana, o);

  beforeAll(async () => {
    erp = await createPostgresErp(inject('postgresUrl') as string);
    t = await startTestApp(backend);
    await patchTenant(t.app, 'local', (doc) => {
      doc.server.connectors = { ...doc.server.connectors, pgerp: { type: 'postgres', url: erp.url } };
      doc.server.queries = {
        ...doc.server.queries,
        'pg-titulos': { connector: 'pgerp', sql: 'SELECT COALESCE(SUM(valor), 0)::float8 AS total FROM titulos WHERE pago = false AND cnpj = ANY(:entities:)' },
        'pg-pagina': { connector: 'pgerp', sql: 'SELECT numero FROM titulos ORDER BY numero LIMIT :pageLimit: OFFSET :indexInit:' },
        'pg-inserir': { connector: 'pgerp', sql: "INSERT INTO titulos (cnpj, numero, vencimento, valor) VALUES ('1', '2', '2026-01-01', 1) RETURNING id" },
        'pg-escapar': { connector: 'pgerp', sql: "COMMIT; INSERT INTO titulos (cnpj, numero, vencimento, valor) VALUES ('1', '3', '2026-01-01', 1)" },
        'pg-sessao': { connector: 'pgerp', sql: "SELECT current_setting('transaction_read_only') AS tx, current_setting('default_transaction_read_only') AS sessao" },
        'pg-lento': { connector: 'pgerp', sql: 'SELECT pg_sleep(5)', timeoutMs: 300 },
        'pg-sem-linhas': { connector: 'pgerp', sql: "SET LOCAL work_mem = '8MB'" },
      };
    });
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
  });
  afterAll(async () => {
    await t?.close();
    await erp?.drop();
  });

  it('runs named queries with bound parameters and paging', async () => {
    expect((await sql('pg-titulos', { query: '?connector=pgerp' })).json().data).toEqual({ rows: [{ total: 2500.5 }], status: 'done' });
    expect((await sql('pg-pagina')).json().data.rows).toHaveLength(30);
    expect((await sql('pg-pagina', { query: '?page=1' })).json().data.rows).toEqual([]);
  });

  it('is read-only: the transaction and the session, and one statement per query', async () => {
    expect((await sql('pg-sessao')).json().data.rows).toEqual([{ tx: 'on', sessao: 'on' }]);
    const insert = await sql('pg-inserir');
    expect([insert.statusCode, insert.json().error]).toEqual([403, '#READ_ONLY_QUERY']);
    const escape = await sql('pg-escapar');
    expect(escape.statusCode).toBe(500);
    expect(escape.body).not.toContain('INSERT');
    expect(await erp.query('SELECT count(*)::int AS n FROM titulos')).toEqual([{ n: 30 }]);
  });

  it('stops a slow query with 504 #QUERY_TIMEOUT (statement_timeout) and answers #ERRO_RESULT_SQL for no rows list', async () => {
    const slow = await sql('pg-lento');
    expect([slow.statusCode, slow.json().error]).toEqual([504, '#QUERY_TIMEOUT']);
    const none = await sql('pg-sem-linhas');
    expect([none.statusCode, none.json().error]).toEqual([502, '#ERRO_RESULT_SQL']);
    expect((await sql('pg-titulos')).json().data.rows).toEqual([{ total: 2500.5 }]);
  });
});

describe('postgres connector without a server', () => {
  it('answers 503 #DATABASE_UNAVAILABLE (never the SQL or the url) and the portal keeps serving', async () => {
    const t = await startTestApp('pglite');
    try {
      await patchTenant(t.app, 'local', (doc) => {
        doc.server.connectors = { ...doc.server.connectors, fora: { type: 'postgres', url: 'postgres://leitor:segredo@127.0.0.1:1/erp' } };
        doc.server.queries = { ...doc.server.queries, 'fora-do-ar': { connector: 'fora', sql: 'SELECT 1 AS ok' } };
      });
      const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
      const res = await sqlCall(t.app, 'fora-do-ar', code);
      expect([res.statusCode, res.json().error]).toEqual([503, '#DATABASE_UNAVAILABLE']);
      expect(res.body).not.toContain('segredo');
      expect((await sqlCall(t.app, 'connection-check', code)).json().data.rows).toEqual([{ ok: 1 }]);
    } finally {
      await t.close();
    }
  });
});
