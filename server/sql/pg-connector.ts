import pg from 'pg';
import { QueryTimeoutError, type ConnectorRunner } from './connector';

/** A PostgreSQL ERP: each query in a READ ONLY transaction with statement_timeout. */
export function pgConnector(url: string): ConnectorRunner {
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  return {
    async run(sql, params, timeoutMs) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN READ ONLY');
        await client.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
        const result = await client.query(sql, params);
        await client.query('COMMIT');
        return result.rows as Record<string, unknown>[];
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        if ((error as { code?: string }).code === '57014') throw new QueryTimeoutError();
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
