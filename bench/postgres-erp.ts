// The demo ERP (fixtures/erp/erp-demo.sql) in a fresh database on a PostgreSQL server, for the `postgres`
// connector figure; drop() removes it. null when no server answers.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { erpFixturesDir } from '../server/paths';

export type PostgresErp = { url: string; drop(): Promise<void> };

async function run(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createPostgresErp(adminUrl: string): Promise<PostgresErp | null> {
  try {
    await run(adminUrl, 'SELECT 1');
  } catch {
    return null;
  }
  const name = `bench_erp_${randomBytes(6).toString('hex')}`;
  await run(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await run(url.toString(), readFileSync(join(erpFixturesDir, 'erp-demo.sql'), 'utf8'));
  return { url: url.toString(), drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
