import fp from 'fastify-plugin';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { withDemoPeerUrls } from '../db/demo-peer-urls';
import { readTenantFixtures, seed } from '../db/seed';
import { tenantFixturesDir } from '../paths';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens the database (unless one is handed in), migrates it and seeds the demo tenants (idempotent). */
export default fp<{ db?: Db; fixturesDir?: string }>(
  async (app, opts) => {
    const db = opts.db ?? (await openDb({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir, timeoutMs: app.config.databaseTimeoutMs }));
    app.decorate('db', db);
    if (!opts.db) app.addHook('onClose', () => db.close());
    await migrate(db);
    const fixtures = readTenantFixtures(opts.fixturesDir ?? tenantFixturesDir);
    await seed(db, app.config.production ? fixtures : withDemoPeerUrls(fixtures, process.env));
  },
  { name: 'db', dependencies: ['core'] },
);
