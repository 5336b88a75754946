import mysql from 'mysql2/promise';
import type { MariadbConnector } from '../../schemas/tenant';
import { NoRowsListError, QueryTimeoutError, readOnlyViolation, type ConnectorRunner } from './connector';
import { mariadbPoolOptions } from './mariadb-options';

type Connection = mysql.PoolConnection;

/** MariaDB's "max_statement_time exceeded" and "query execution was interrupted". */
const statementTimeout = new Set([1969, 1317, 3024]);
/** ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION. */
const readOnlyErrno = 1792;
/** How long a timed-out statement may take to stop before its connection is dropped. */
const stopGraceMs = 5_000;

/**
 * A MariaDB ERP (SET STATEMENT is MariaDB's). Read-only twice over: every connection starts with SET SESSION TRANSACTION READ
 * ONLY and every query runs inside START TRANSACTION READ ONLY ... ROLLBACK. One named query is one statement
 * (no multipleStatements), its values are bound by the server (prepared statements), and the server stops
 * it at the limit (SET STATEMENT max_statement_time ... FOR). The account should still hold SELECT only
 * (no FILE privilege either: SELECT ... INTO OUTFILE is not a transaction write).
 */
export function mariadbConnector(connector: MariadbConnector): ConnectorRunner {
  const pool = mysql.createPool(mariadbPoolOptions(connector));
  // A connection lost while idle must not crash the process; the pool drops it and opens another.
  pool.pool.on('connection', (conn) => conn.on('error', () => undefined));
  const readOnly = new WeakSet<object>();
  const active = new Set<Connection>();

  async function runOn(conn: Connection, sql: string, params: unknown[], timeoutMs: number) {
    if (!readOnly.has(conn.connection)) {
      await conn.query('SET SESSION TRANSACTION READ ONLY');
      readOnly.add(conn.connection);
    }
    await conn.query('START TRANSACTION READ ONLY');
    const seconds = (Math.max(1, Math.floor(timeoutMs)) / 1000).toFixed(3);
    const [rows, fields] = await conn.execute(`SET STATEMENT max_statement_time=${seconds} FOR ${sql}`, params.map(toParam) as mysql.ExecuteValues[]);
    if (!Array.isArray(rows) || !fields?.length) throw new NoRowsListError();
    return rows as Record<string, unknown>[];
  }

  /** Runs on its own connection and always hands it back (or drops it), even after the caller gave up. */
  async function work(sql: string, params: unknown[], timeoutMs: number, gaveUp: AbortSignal) {
    const conn = await pool.getConnection();
    if (gaveUp.aborted) {
      conn.release();
      throw new QueryTimeoutError();
    }
    active.add(conn);
    let healthy = true;
    const running = runOn(conn, sql, params, timeoutMs);
    const dropIfStuck = () => {
      const drop = setTimeout(() => {
        healthy = false;
        if (active.delete(conn)) conn.destroy();
      }, stopGraceMs);
      void running.catch(() => undefined).finally(() => clearTimeout(drop));
    };
    gaveUp.addEventListener('abort', dropIfStuck, { once: true });
    try {
      return await running;
    } finally {
      gaveUp.removeEventListener('abort', dropIfStuck);
      if (active.has(conn)) await conn.query('ROLLBACK').catch(() => (healthy = false));
      if (active.delete(conn)) {
        if (healthy) conn.release();
        else conn.destroy();
      }
    }
  }

  return {
    // The limit covers waiting for a pooled connection too; the server stops the statement at the same limit.
    async run(sql, params, timeoutMs) {
      const caller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          caller.abort();
          reject(new QueryTimeoutError());
        }, timeoutMs);
      });
      const result = work(sql, params, timeoutMs, caller.signal);
      result.catch(() => undefined);
      try {
        return await Promise.race([result, timeout]);
      } catch (error) {
        throw driverError(error);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      // Queries still running (a batch job at shutdown) are cut off rather than awaited.
      for (const conn of active) conn.destroy();
      active.clear();
      await pool.end();
    },
  };
}

/** Values the binary protocol takes as they are; plain objects go as JSON text, undefined as NULL. */
function toParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value;
  return JSON.stringify(value);
}

/** The driver's errors in the connector contract's terms (timeout, read-only), anything else as is. */
function driverError(error: unknown): unknown {
  const errno = (error as { errno?: unknown })?.errno;
  if (typeof errno === 'number' && statementTimeout.has(errno)) return new QueryTimeoutError();
  if (errno === readOnlyErrno || (error as { sqlState?: unknown })?.sqlState === readOnlyViolation) {
    return Object.assign(new Error('read-only transaction'), { code: readOnlyViolation });
  }
  return error;
}
