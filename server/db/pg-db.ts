import pg from 'pg';
import type { Db, Queryable } from './db';

/** Statements kept prepared per SQL text (per connection, by node-postgres). */
const maxPrepared = 500;

/** A pg.Pool behind the Db interface (DATABASE_URL). */
export function openPgDb(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client dropped by the server (restart, DROP DATABASE ... FORCE) must not crash the process: the
  // pool discards it and the next query opens a new connection or fails with its own error.
  pool.on('error', () => undefined);
  // Each SQL text runs as a named prepared statement: node-postgres parses it once per connection, and
  // later calls only bind and execute (the server skips parse and, once it settles on a generic plan,
  // planning). Texts past the cap run unnamed.
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (name === undefined && names.size < maxPrepared) names.set(sql, (name = `portal_${names.size + 1}`));
    return name;
  };
  const runner = (q: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query({ name: nameOf(sql), text: sql, values: [...params] });
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
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
