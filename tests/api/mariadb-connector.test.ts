import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindNamedQuery } from '../../server/sql/named-query';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, local, loginCode } from './requests';
import { patchTenant, sqlCall } from './tenant-patch';

/** TEST_MARIADB_URL, else the local server CI provides (root, no password). */
const adminUrl = process.env.TEST_MARIADB_URL || 'mysql://root@127.0.0.1:3306/test';
const mariadbUrl = await probeMariadb(adminUrl);

// The `mariadb` connector against a real ERP database on the local MariaDB (created here, dropped after),
// with the portal itself on each storage backend.
describe.skipIf(!mariadbUrl).each(backends())('mariadb connector, portal on %s', (backend) => {
  let t: TestApp;
  let erp: Erp;
  let ana: string;
  let joao: string;
  const sql = (name: string, o: Parameters<typeof sqlCall>[3] = {}) => sqlCall(t.app, name, ana, o);

  beforeAll(async () => {
    erp = await createMariadbErp(adminUrl);
    t = await startTestApp(backend);
    const myerp = { type: 'mariadb' as const, url: erp.url };
    await patchTenant(t.app, 'local', (doc) => {
      doc.server.connectors = { ...doc.server.connectors, myerp };
      doc.server.queries = {
        ...doc.server.queries,
        'my-titulos': { connector: 'myerp', sql: 'SELECT CAST(COALESCE(SUM(valor), 0) AS DOUBLE) AS total FROM titulos WHERE pago = false AND cnpj IN (:entities:)' },
        'my-numero': { connector: 'myerp', sql: 'SELECT numero, :numero: AS pedido FROM titulos WHERE numero = :numero:' },
        'my-pagina': { connector: 'myerp', sql: 'SELECT numero FROM titulos ORDER BY numero LIMIT :pageLimit: OFFSET :indexInit:' },
        'my-inserir': { connector: 'myerp', sql: "INSERT INTO titulos (cnpj, numero, vencimento, valor) VALUES ('1', '2', '2026-01-01', 1)" },
        'my-atualizar': { connector: 'myerp', sql: 'UPDATE titulos SET pago = true WHERE cnpj IN (:entities:)' },
        'my-apagar-tabela': { connector: 'myerp', sql: 'DROP TABLE titulos' },
        'my-escapar': { connector: 'myerp', sql: "COMMIT; INSERT INTO titulos (cnpj, numero, vencimento, valor) VALUES ('1', '3', '2026-01-01', 1)" },
        'my-sessao': { connector: 'myerp', sql: 'SELECT @@session.tx_read_only AS sessao' },
        'my-lento': { connector: 'myerp', sql: 'SELECT SLEEP(5) AS dormiu', timeoutMs: 300 },
        'my-dormir': { connector: 'myerp', sql: 'SELECT SLEEP(2) AS dormiu' },
        'my-sem-linhas': { connector: 'myerp', sql: 'DO 1' },
      };
    });
    await patchTenant(t.app, 'acme', (doc) => {
      doc.server.connectors = { 'acme-maria': myerp };
      doc.server.queries = { 'acme-maria-segredo': { connector: 'acme-maria', sql: 'SELECT 42 AS segredo' } };
    });
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
  });
  afterAll(async () => {
    await t?.close();
    await erp?.drop();
  });

  it("returns rows, with the session's entities bound as an IN list", async () => {
    expect((await sql('my-titulos', { query: '?connector=myerp' })).json().data).toEqual({ rows: [{ total: 2500.5 }], status: 'done' });
  });

  it('binds replace values as parameters: an injection attempt is only a value that matches nothing', async () => {
    const found = await sql('my-numero', { method: 'POST', payload: { replace: { numero: '0001234' } } });
    expect(found.json().data.rows).toEqual([{ numero: '0001234', pedido: '0001234' }]);
    const attempt = "0001234' OR '1'='1";
    expect((await sql('my-numero', { method: 'POST', payload: { replace: { numero: attempt } } })).json().data.rows).toEqual([]);
  });

  it('pages with the paging tokens until an empty page', async () => {
    expect((await sql('my-pagina')).json().data.rows).toHaveLength(5);
    expect((await sql('my-pagina', { query: '?page=1' })).json().data.rows).toEqual([]);
  });

  it('is read-only: writes and DDL fail with 403 #READ_ONLY_QUERY, one statement per query, nothing changes', async () => {
    expect((await sql('my-sessao')).json().data.rows).toEqual([{ sessao: 1 }]);
    for (const name of ['my-inserir', 'my-atualizar', 'my-apagar-tabela']) {
      const write = await sql(name);
      expect([name, write.statusCode, write.json().error]).toEqual([name, 403, '#READ_ONLY_QUERY']);
    }
    const escape = await sql('my-escapar');
    expect(escape.statusCode).toBe(500);
    expect(escape.body).not.toContain('INSERT');
    expect(await erp.query('SELECT count(*) AS n, SUM(pago) AS pagos FROM titulos')).toEqual([{ n: 5, pagos: '1' }]);
  });

  it("stops a slow query at its own limit or the caller's `timeout` with 504 #QUERY_TIMEOUT and answers #ERRO_RESULT_SQL for no rows list", async () => {
    const slow = await sql('my-lento');
    expect([slow.statusCode, slow.json().error]).toEqual([504, '#QUERY_TIMEOUT']);
    const capped = await sql('my-dormir', { headers: { timeout: '200' } });
    expect([capped.statusCode, capped.json().error]).toEqual([504, '#QUERY_TIMEOUT']);
    const none = await sql('my-sem-linhas');
    expect([none.statusCode, none.json().error]).toEqual([502, '#ERRO_RESULT_SQL']);
    expect((await sql('my-titulos')).json().data.rows).toEqual([{ total: 2500.5 }]);
  });

  it("refuses another tenant's query and connector", async () => {
    const other = await sql('acme-maria-segredo', { query: '?connector=acme-maria' });
    expect([other.statusCode, other.json().error]).toEqual([404, '#QUERY_NOT_FOUND']);
    const wrongConnector = await sql('my-titulos', { query: '?connector=acme-maria' });
    expect([wrongConnector.statusCode, wrongConnector.json().error]).toEqual([403, '#FORBIDDEN']);
    const fromAcme = await sqlCall(t.app, 'my-titulos', joao, { tenant: 'acme', host: acme.host });
    expect([fromAcme.statusCode, fromAcme.json().error]).toEqual([404, '#QUERY_NOT_FOUND']);
    expect((await sqlCall(t.app, 'acme-maria-segredo', joao, { tenant: 'acme', host: acme.host })).json().data.rows).toEqual([{ segredo: 42 }]);
  });
});

describe('mariadb connector without a server', () => {
  it('answers 503 #DATABASE_UNAVAILABLE (never the SQL or the password) and the portal keeps serving', async () => {
    const t = await startTestApp('pglite');
    try {
      await patchTenant(t.app, 'local', (doc) => {
        doc.server.connectors = {
          ...doc.server.connectors,
          fora: { type: 'mariadb', host: '127.0.0.1', port: 1, user: 'leitor', password: 'segredo', database: 'erp' },
        };
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

describe('named query tokens for the mariadb dialect', () => {
  it('binds each occurrence as a positional ? and a list as one ? per element (NULL when empty)', () => {
    const bound = bindNamedQuery('SELECT * FROM t WHERE a = :x: AND b IN (:entities:) OR c = :x: OR d IN (:none:)', {
      x: "1' OR '1'='1",
      entities: ['A', 'B'],
      none: [],
    }, 'mysql');
    expect(bound).toEqual({ text: 'SELECT * FROM t WHERE a = ? AND b IN (?, ?) OR c = ? OR d IN (NULL)', params: ["1' OR '1'='1", 'A', 'B', "1' OR '1'='1"] });
  });
});

type Erp = Awaited<ReturnType<typeof createMariadbErp>>;

/** A MariaDB database with the demo ERP's titulos, for the `mariadb` connector; drop() removes it. */
async function createMariadbErp(serverUrl: string) {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = await mysql.createConnection({ uri: serverUrl });
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.query(`USE ${name}`);
  await admin.query(`CREATE TABLE titulos (id int AUTO_INCREMENT PRIMARY KEY, cnpj varchar(14) NOT NULL, numero varchar(20) NOT NULL,
    vencimento date NOT NULL, valor decimal(14, 2) NOT NULL, pago boolean NOT NULL DEFAULT false)`);
  await admin.query(`INSERT INTO titulos (cnpj, numero, vencimento, valor, pago) VALUES
    ('11222333000181', '0001234', '2026-12-10', 1520.50, false), ('11222333000181', '0001235', '2026-12-20', 980.00, false),
    ('11222333000181', '0001100', '2026-10-10', 300.00, true), ('45723174000110', '0002001', '2026-12-05', 12450.90, false),
    ('45723174000110', '0002002', '2027-01-05', 3200.00, false)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: async (sql: string) => (await admin.query(sql))[0],
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

/** The server's url when it answers; in CI a missing server fails the run, elsewhere the suite is left out. */
async function probeMariadb(url: string): Promise<string | null> {
  try {
    const conn = await mysql.createConnection({ uri: url, connectTimeout: 3000 });
    await conn.query('SELECT 1');
    await conn.end();
    return url;
  } catch (error) {
    if (process.env.CI === 'true') {
      throw new Error(`MariaDB is required in CI but no server answers at ${url}: ${(error as Error).message}`, { cause: error });
    }
    console.warn(`MariaDB suite left out: no server at ${url}`);
    return null;
  }
}
