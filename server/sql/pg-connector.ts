import pg from 'pg';
import { DomainError } from '../../domain/domain-error';
import { isConnectionError } from '../db/connection-errors';
import { keepPoolErrorsLocal } from '../db/pg-db';
import { NoRowsListError, QueryTimeoutError, type ConnectorRunner } from './connector';

/**
 * A PostgreSQL ERP. Read-only three times over: every connection starts with SET SESSION CHARACTERISTICS
 * AS TRANSACTION READ ONLY, every query runs in BEGIN READ ONLY with a statement_timeout, and the extended
 * protocol is forced, so one named query is one statement ("COMMIT; DELETE ..." is refused by the server).
 * The account in the url should still be a read-only role (GRANT SELECT only): these guards protect against
 * a mistaken query, the role against everything else.
 * The pool's connections are pipelined (pg's `pipeline`): the BEGIN, the query and the COMMIT go out together
 * in one write and come back in one round trip instead of three. A failed query leaves the transaction aborted and the
 * COMMIT behind it then ends it as a rollback, so no separate ROLLBACK is needed.
 */
/** Room on top of a query's limit for connecting and the transaction's own statements. */
const graceMs = 1000;
/** A connection attempt to the data source gives up after this long. */
const connectTimeoutMs = 5000;

export function pgConnector(url: string): ConnectorRunner {
  // This data source's own pool: a hung source fills only its 5 connections, never another tenant's.
  // `pipeline` is pg's (8.23+) but not in @types/pg.
  const options = { connectionString: url, max: 5, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true, pipeline: true };
  const pool = new pg.Pool(options as pg.PoolConfig);
  pool.on('connect', (client) => {
    client.query('SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY').catch(() => undefined);
  });
  // A connection lost while idle (server restart, terminated backend) or while a query holds it (a hung source
  // whose late reply makes pg destroy the pipelined connection) must not crash the process.
  keepPoolErrorsLocal(pool);
  const active = new Set<pg.PoolClient>();
  return {
    async run(sql, params, timeoutMs) {
      const limit = Math.max(1, Math.floor(timeoutMs));
      // Every wait counts against the query's limit: a free connection, the statement, the reply on the wire.
      const deadline = Date.now() + limit + graceMs;
      const client = await connectBefore(pool, deadline);
      active.add(client);
      let broken: Error | undefined;
      const step = (text: string) => client.query({ text, query_timeout: Math.max(1, deadline - Date.now()) } as pg.QueryConfig);
      try {
        // Sent together (pipelined, and corked into one write): the transaction and its limit (simple protocol,
        // our own integer), the query (extended protocol: one statement), the COMMIT. Each settles on its own.
        // queryMode is pg's (8.9+) but not in @types/pg; so is the client's connection stream (pg corks it too).
        const statement = { text: sql, values: params, queryMode: 'extended', query_timeout: Math.max(1, deadline - Date.now()) } as pg.QueryConfig;
        const stream = (client as unknown as { connection?: { stream?: { cork?(): void; uncork?(): void } } }).connection?.stream;
        stream?.cork?.();
        let begin, query, commit;
        try {
          begin = step(`BEGIN READ ONLY; SET LOCAL statement_timeout = ${limit}`);
          query = client.query(statement);
          commit = step('COMMIT');
        } finally {
          stream?.uncork?.();
        }
        const [began, result, committed] = await Promise.allSettled([begin, query, commit]);
        for (const settled of [began, result, committed]) if (settled.status === 'rejected') throw settled.reason;
        const { fields, rows } = (result as PromiseFulfilledResult<pg.QueryResult>).value;
        if (!fields?.length) throw new NoRowsListError();
        return rows as Record<string, unknown>[];
      } catch (error) {
        // A connection that stopped answering is dropped, not rolled back (the ROLLBACK would hang too). Otherwise
        // the COMMIT sent behind the query has ended its transaction; a ROLLBACK covers a COMMIT that failed.
        // pg cuts a pipelined connection off when a reply is late ('Query read timeout').
        const code = (error as { code?: string }).code;
        const late = (error as Error).message === 'Query read timeout';
        if (late || (isConnectionError(error) && code !== '57014')) broken = error as Error;
        else if (client.getTransactionStatus() !== 'I') await step('ROLLBACK').catch((e: Error) => (broken = e));
        if (code === '57014' || late) throw new QueryTimeoutError();
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

/** A pooled connection before `deadline`, else #DATABASE_UNAVAILABLE (one that comes later goes back to the pool). */
function connectBefore(pool: pg.Pool, deadline: number): Promise<pg.PoolClient> {
  return new Promise((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      reject(new DomainError('#DATABASE_UNAVAILABLE'));
    }, Math.max(1, deadline - Date.now()));
    pool.connect().then(
      (client) => {
        clearTimeout(timer);
        if (late) client.release();
        else resolve(client);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!late) reject(error);
      },
    );
  });
}
