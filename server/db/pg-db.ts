import pg from 'pg';
import type { Db, Queryable } from './db';

/** A pg.Pool behind the Db interface (DATABASE_URL). */
export function openPgDb(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client dropped by the server (restart, DROP DATABASE ... FORCE) must not crash the process: the
  // pool discards it and the next query opens a new connection or fails with its own error.
  pool.on('error', () => undefined);
  const runner = (q: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query(sql, [...params]);
      return result.rows as T[];
    },
  });
  return {
    kind: 'postgres',
    query: runner(pool).query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(runner(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
