// The server the API figures are taken on: the real app (same plugins, same database kind) plus one bare
// route, so both sides of each ratio are served by one process. Rate limits are lifted for the load.
// BENCH_FIXTURES_DIR seeds the bench's tenant fixtures (the demo tenants plus the generated one).
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { registerSocketSetup } from './socket-setup';

const unlimited = { perIp: 1e9, perEmail: 1e9, windowMs: 60_000 };
const cfg = loadConfig();
const app = await buildApp({
  rateLimits: { login: unlimited, userExists: unlimited, reset: unlimited, register: unlimited },
  fixturesDir: process.env.BENCH_FIXTURES_DIR || undefined,
});
app.get('/__bench/bare', async () => ({ status: 'success', data: { ok: true } }));
// The same request shape as session validate (POST, JSON body {code}), answered without any session work.
app.post('/__bench/bare-post', async () => ({ status: 'success', data: { ok: true } }));
// The named-query floor on PostgreSQL: a bare route running `SELECT 1` on a pg.Pool of the same size as the
// connector's (server/sql/pg-connector.ts, max 5) to the same ERP database.
const erpUrl = process.env.BENCH_PG_ERP_URL;
if (erpUrl) {
  const pg = (await import('pg')).default;
  const pool = new pg.Pool({ connectionString: erpUrl, max: 5, keepAlive: true });
  app.get('/__bench/bare-select', async () => ({ status: 'success', data: (await pool.query('SELECT 1 AS one')).rows }));
  app.addHook('onClose', () => pool.end());
}
registerSocketSetup(app);
await app.listen({ port: cfg.port, host: '127.0.0.1' });
process.send?.('ready');
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void app.close().then(() => process.exit(0)));
