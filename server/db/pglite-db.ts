import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';
import { closeStatement, extendedQuery, toParam } from './pglite-wire';

/** Statements kept prepared per SQL text; past this, further texts are parsed on every call. */
const maxPrepared = 500;

type Field = { name: string; dataTypeID: number };
type Message = { name: string; fields?: unknown[] };

/**
 * Opens (creating when missing) an embedded PostgreSQL in `dataDir`, with full durability.
 *
 * Queries outside a transaction take a fast path. PGlite's own `query` makes six calls into the WASM
 * backend per statement (Parse, Describe statement, Bind, Describe portal, Execute, Sync) and parses and
 * plans the SQL every time, all on the main thread, where it competes with request handling and argon2.
 * Here each SQL text becomes a named prepared statement the first time it runs, and every call is one
 * batch: Bind + Describe + Execute + Sync. A transaction holds the same lock as these queries, so none
 * runs inside someone else's transaction; queries inside a transaction use PGlite's own path.
 */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const pg = await PGlite.create(dataDir, { relaxedDurability: false });
  let tail: Promise<unknown> = Promise.resolve();
  /** Runs `fn` after everything queued before it (queries, transactions, exec) has finished. */
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
  const prepared = new Map<string, string>();

  async function fastQuery<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    let name = prepared.get(sql);
    const fresh = name === undefined && prepared.size < maxPrepared;
    if (fresh) name = `portal_${prepared.size + 1}`;
    const values = params.map(toParam);
    // Unprepared past the cap: the unnamed statement, parsed again each time.
    const message =
      name === undefined
        ? extendedQuery('', values, sql)
        : extendedQuery(name, values, fresh ? sql : undefined);
    let messages: Message[];
    try {
      ({ messages } = (await pg.execProtocol(message)) as { messages: Message[] });
    } catch (error) {
      // A statement that failed on first use is dropped (it may or may not have been prepared).
      if (fresh && name) await pg.execProtocol(closeStatement(name), { throwOnError: false });
      if (error && typeof error === 'object') Object.assign(error, { query: sql });
      throw error;
    }
    if (fresh && name) prepared.set(sql, name);
    return toRows<T>(messages, pg.parsers);
  }

  const runner = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, [...params]);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    query: <T>(sql: string, params: readonly unknown[] = []) => exclusive(() => fastQuery<T>(sql, params)),
    transaction: (fn) => exclusive(() => pg.transaction((tx) => fn(runner(tx)))),
    exec: (sql) =>
      exclusive(async () => {
        await pg.exec(sql);
      }),
    close: () => exclusive(() => pg.close()),
  };
}

/** Rows of a Bind/Describe/Execute reply, each value parsed by PGlite's parser for its type (as `query` does). */
function toRows<T>(
  messages: Message[],
  parsers: Record<number | string, (x: string, typeId?: number) => unknown>,
): T[] {
  let fields: Field[] = [];
  const rows: T[] = [];
  for (const message of messages) {
    if (message.name === 'rowDescription') fields = message.fields as Field[];
    else if (message.name === 'dataRow') {
      const values = message.fields as (string | null)[];
      const row: Record<string, unknown> = {};
      for (let i = 0; i < fields.length; i++) {
        const { name, dataTypeID } = fields[i]!;
        const value = values[i];
        const parse = parsers[dataTypeID];
        row[name] = value === null || value === undefined ? null : parse ? parse(value, dataTypeID) : value;
      }
      rows.push(row as T);
    }
  }
  return rows;
}
