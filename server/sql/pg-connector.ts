import pg from 'pg';
import { NoRowsListError, QueryTimeoutError, type ConnectorRunner } from './connector';

/**
 * A PostgreSQL ERP. Read-only three times over: every connection starts with SET SESSION CHARACTERISTICS
 * AS TRANSACTION READ ONLY, every query runs in BEGIN READ ONLY with a statement_timeout, and the extended
 * protocol is forced, so one named query is one statement ("COMMIT; DELETE ..." is refused by the server).
 * The account in the url should still be a read-only role (GRANT SELECT only): these guards protect against
 * a mistaken query, the role against everything else.
 */
export function pgConnector(url: string): ConnectorRunner {
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  pool.on('connect', (client) => {
    client.query('SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY').catch(() => undefined);
  });
  // A connection lost while idle (server restart, terminated backend) must not crash the process.
  pool.on('error', () => undefined);
  const active = new Set<pg.PoolClient>();
  return {
    async run(sql, params, timeoutMs) {
      const client = await pool.connect();
      active.add(client);
      let broken: Error | undefined;
      try {
        await client.query('BEGIN READ ONLY');
        await client.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
        // queryMode is pg's (8.9+) but not in @types/pg.
        const statement = { text: sql, values: params, queryMode: 'extended' } as pg.QueryConfig;
        const result = await client.query(statement);
        await client.query('COMMIT');
        if (!result.fields?.length) throw new NoRowsListError();
        return result.rows as Record<string, unknown>[];
      } catch (error) {
        await client.query('ROLLBACK').catch((e: Error) => (broken = e));
        if ((error as { code?: string }).code === '57014') throw new QueryTimeoutError();
        throw error;
      } finally {
        // close() may have cut this client off already.
        if (active.delete(client)) client.release(broken);
      }
    },
    async close() {
      // Queries still running (a batch job at shutdown) are cut off rather than awaited.
      for (const client of active) {
        active.delete(client);
        client.release(new Error('connector closed'));
      }
      await pool.end();
    },
  };
}
