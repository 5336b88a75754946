import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

/** Opens (creating when missing) an embedded PostgreSQL in `dataDir`, with full durability. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const pg = await PGlite.create(dataDir, { relaxedDurability: false });
  const runner = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, [...params]);
      return result.rows;
    },
  });
  const root = runner(pg);
  return {
    kind: 'pglite',
    query: root.query,
    transaction: (fn) => pg.transaction((tx) => fn(runner(tx))),
    async exec(sql) {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
