import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The oldest PostgreSQL the migrations run on: 068 uses ON DELETE SET NULL (column), new in PostgreSQL 15. */
const minimumServerVersion = 150000;

/** Refuses, before any migration starts, a server older than the migrations need (instead of a syntax error halfway). */
export async function assertServerVersion(db: Pick<Db, 'query'>): Promise<void> {
  const [row] = await db.query<{ server_version_num: string; server_version: string }>(
    "SELECT current_setting('server_version_num') AS server_version_num, current_setting('server_version') AS server_version",
  );
  if (Number(row?.server_version_num) < minimumServerVersion) {
    throw new Error(
      `PostgreSQL ${row?.server_version ?? '?'} é antigo demais: o portal precisa do PostgreSQL 15 ou mais novo`,
    );
  }
}

/** Applies server/db/migrations/NNN-*.sql in order, once each, under an advisory lock. */
export async function migrate(db: Db): Promise<string[]> {
  await assertServerVersion(db);
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d{3}-[a-z0-9-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7262001)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (seen.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}

/** Migrations are plain DDL: statements end with ';' at a line end (no functions with bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
