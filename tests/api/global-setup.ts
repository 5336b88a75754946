import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate';
import { openPgliteDb } from '../../server/db/pglite-db';
import { readTenantFixtures, seed } from '../../server/db/seed';
import { erpFixturesDir, tenantFixturesDir } from '../../server/paths';
import { pgliteConnector } from '../../server/sql/pglite-connector';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
    postgresUrl: string | null;
  }
}

export const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Once per run: a migrated + seeded PGlite data dir (portal and the erp-demo ERP) that every test copies
 * (creating one takes seconds), and whether a PostgreSQL server answers.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = await probePostgres(process.env.TEST_DATABASE_URL || defaultPostgresUrl);
  const templateDir = mkdtempSync(path.join(os.tmpdir(), 'portal-api-template-'));
  const db = await openPgliteDb(path.join(templateDir, 'portal'));
  await migrate(db);
  await seed(db, readTenantFixtures(tenantFixturesDir));
  await db.close();
  const erp = pgliteConnector(path.join(templateDir, 'erp-demo'), path.join(erpFixturesDir, 'erp-demo.sql'));
  await erp.run('SELECT count(*) FROM titulos', [], 120_000);
  await erp.close();

  project.provide('templateDir', templateDir);
  project.provide('postgresUrl', postgresUrl);
  return () => rmSync(templateDir, { recursive: true, force: true });
}

async function probePostgres(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return url;
  } catch (error) {
    if (process.env.CI === 'true') {
      throw new Error(`PostgreSQL is required in CI but no server answers at ${url}: ${(error as Error).message}`, { cause: error });
    }
    console.warn(`PostgreSQL suite left out: no server at ${url}`);
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}
