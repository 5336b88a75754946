import pg from 'pg';
import { DomainError } from '../../domain/domain-error';
import { isConnectionError } from './connection-errors';
import type { Db, Queryable } from './db';

/** Statements kept prepared per SQL text (per connection, by node-postgres). */
const maxPrepared = 500;

/** How long a connection attempt, a wait for a free connection or one statement may take (DATABASE_TIMEOUT_MS). */
export const defaultDatabaseTimeoutMs = 5000;

/** A connection failure or timeout becomes 503 #DATABASE_UNAVAILABLE; a statement's own error is left as is. */
export function toDatabaseError(error: unknown): unknown {
  return isConnectionError(error) ? new DomainError('#DATABASE_UNAVAILABLE') : error;
}

/**
 * Keeps a pool's lost connections from taking the process down. An idle client dropped by the server (restart,
 * DROP DATABASE ... FORCE, a cut network) is reported on the pool, which discards it. A client held by
 * `pool.connect()` (a transaction, a pipelined ERP query) has no pool listener: when its connection ends (or pg
 * destroys a pipelined connection after a read timeout) it emits 'error' with nobody listening, and Node throws
 * it as an uncaught exception. Its queries fail on their own with the same error, and the pool drops the client
 * when it is released.
 */
export function keepPoolErrorsLocal(pool: pg.Pool): void {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}

/**
 * A pg.Pool behind the Db interface (DATABASE_URL). Every wait is bounded by `timeoutMs`: connecting or
 * waiting for a pooled connection (connectionTimeoutMillis), a statement on the server (statement_timeout) and
 * the reply on the wire (query_timeout, for a database that stopped answering). A failed connection is
 * dropped from the pool, so service comes back by itself when the database does.
 */
export function openPgDb(url: string, max = 10, timeoutMs = defaultDatabaseTimeoutMs): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 1000,
    keepAlive: true,
  });
  // A lost connection must not crash the process: the next query opens a new one or fails with its own error.
  keepPoolErrorsLocal(pool);
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
      try {
        const result = await q.query({ name: nameOf(sql), text: sql, values: [...params] });
        return result.rows as T[];
      } catch (error) {
        throw toDatabaseError(error);
      }
    },
  });
  return {
    kind: 'postgres',
    query: runner(pool).query,
    async transaction(fn) {
      const client = await pool.connect().catch((error: unknown) => {
        throw toDatabaseError(error);
      });
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const value = await fn(runner(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        // A connection that failed mid-transaction is destroyed, never handed to the next caller.
        await client.query('ROLLBACK').catch((e: Error) => (broken = e));
        throw toDatabaseError(error);
      } finally {
        client.release(broken);
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
