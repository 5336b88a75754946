import path from 'node:path';
import type { Db } from './db';
import { openPgDb } from './pg-db';
import { openPgliteDb } from './pglite-db';

/** PostgreSQL when a URL is given, else PGlite in DATA_DIR/portal. */
export function openDb(options: { databaseUrl?: string; dataDir: string; timeoutMs?: number }): Promise<Db> {
  if (options.databaseUrl) return Promise.resolve(openPgDb(options.databaseUrl, undefined, options.timeoutMs));
  return openPgliteDb(path.join(options.dataDir, 'portal'));
}
