import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { AppOptions } from '../../server/options';

export type BackendName = 'pglite' | 'postgres';

let postgresSkipNoted = false;

/**
 * The storage backends this run can test: PGlite always, PostgreSQL when global-setup found a server.
 * Without one, the file's PostgreSQL variant shows as one skipped test (so the closing summary counts and names it).
 */
export function backends(): BackendName[] {
  if (inject('postgresUrl')) return ['pglite', 'postgres'];
  if (!postgresSkipNoted) {
    postgresSkipNoted = true;
    describe.skip('on postgres', () => {
      it('needs a PostgreSQL server (none answered; set TEST_DATABASE_URL)', () => undefined);
    });
  }
  return ['pglite'];
}

/** A clock the tests move by hand (no sleeping). */
export class TestClock {
  constructor(public ms = Date.parse('2026-03-02T12:00:00.000Z')) {}
  now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * Starts the app on a fresh copy of the seeded template (PGlite) or a fresh PostgreSQL database (created
 * here, dropped by close()). The ERP connector always uses the copied PGlite `erp-demo`.
 */
export async function startTestApp(backend: BackendName, options: Omit<AppOptions, 'db'> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-api-'));
  cpSync(inject('templateDir'), dataDir, { recursive: true });
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (backend === 'postgres') {
    const adminUrl = inject('postgresUrl') as string;
    const name = `portal_api_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const clock = new TestClock();
  const appOptions: AppOptions = {
    now: clock.now,
    ...options,
    config: {
      dataDir,
      databaseUrl,
      smtpUrl: undefined,
      trustProxy: false,
      production: false,
      portalDir: path.join(dataDir, 'no-portal'),
      port: 3000,
      publicPort: 3000,
      ...options.config,
    },
  };
  const testApp = {
    app: await buildApp(appOptions),
    clock,
    backend,
    databaseUrl,
    /** Closes the app and builds a new one on the same database and data directory: a server restart (with `config` changed). */
    async restart(config: AppOptions['config'] = {}) {
      await testApp.app.close();
      appOptions.config = { ...appOptions.config, ...config };
      testApp.app = await buildApp(appOptions);
      await testApp.app.ready();
    },
    /** A second server process on the same database and data directory (several processes on one PostgreSQL). */
    async another() {
      const other = await buildApp(appOptions);
      await other.ready();
      return other;
    },
    async close() {
      await testApp.app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await testApp.app.ready();
  return testApp;
}

/** One statement on its own connection (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
