// `npm run bench`: figures against floors measured in the same run (never pass/fail timing tests).
//  bundle:    login and dashboard route first-load JS (gzip) vs a bare Vite React page, both built now;
//  api:       session validate req/s vs a bare Fastify route (GET, and POST with the same body); login req/s vs raw
//             argon2id verify throughput; each figure and its floors take turns in rounds (the ratio is the median
//             of the rounds');
//  dashboard: navigation to the frame that shows performance.mark('dashboard-ready') for a generated tenant
//             (200 modules x 20 items) vs a plain React list of the same entries, both in Chromium; then that
//             tenant's config editor as its admin types in the form and the JSON views (event timing, long tasks);
//  config:    validating that tenant's document with the published schema vs JSON.parse of it, and a ~2 MB
//             tenant config (550 modules x 20 items of every kind) through the admin API's check (schema + rules);
//             that tenant's config bytes per visit on the wire (first visit compressed, returning visit 304);
//  sql:       the summary named query req/s and p99 on PGlite and PostgreSQL vs the bare route;
//  socket:    web-socket fan-out of a notification to everyone, 10,000 connected clients (BENCH_SOCKET_CLIENTS),
//             p50/p99 per-client delivery vs a bare `ws` broadcast of the same frame to the same clients, pooled
//             over BENCH_SOCKET_ROUNDS rounds (9: with 3, the fan-out alone read 1.20x-1.55x in runs of one hour);
//  load:      login + validate + dashboard config + summary query mix, 100 connections x 30 s, on the real server:
//             1 process on PGlite vs WORKERS=2 on PostgreSQL (req/s, p50/p99, non-2xx at steady state);
//  lighthouse: Lighthouse mobile (default throttling) on the demo tenant's login and dashboard pages: score, LCP,
//             CLS, TBT against the targets, and the bare React page's as the floor; the median of
//             BENCH_LH_RUNS runs (5) per page, each run's TBT beside it; reports kept in bench/.out/lighthouse/.
import { build } from 'vite';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiFigures } from './api-figures';
import { barePages, buildBarePage } from './bare-pages';
import { writeBenchFixtures } from './bench-fixtures';
import { startServer, stopServer } from './bench-server';
import { bundleFigures } from './bundle-figures';
import { adminConfigFigures, configFigures } from './config-figures';
import { configWireFigures } from './config-wire';
import { configEditorFigures } from './config-editor-figures';
import { dashboardFigures } from './dashboard-figures';
import { generateTenantConfig } from './generated-config';
import { benchTenant, generateTenant, moduleList } from './generated-tenant';
import { load } from './http-load';
import { lighthouseFigures } from './lighthouse-figures';
import { loadMixFigures } from './load-mix';
import { describeMachine, machineLine } from './machine';
import { createPostgresErp } from './postgres-erp';
import { renderTable, type Row } from './report';
import { socketFigures } from './socket-figures';
import { sqlFigures } from './sql-figures';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'bench', '.out');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const port = Number(process.env.BENCH_PORT ?? 3917);
/** BENCH_DATABASE_URL runs the bench server on PostgreSQL (DATABASE_URL) instead of a fresh PGlite. */
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
/** The PostgreSQL server the `postgres` connector figure creates its ERP database on. */
const erpServerUrl = databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** BENCH_API_ONLY=1 skips the figures that need a Vite build and Chromium (bundle, dashboard). */
const apiOnly = ['1', 'true', 'yes'].includes((process.env.BENCH_API_ONLY ?? '').toLowerCase());
/** BENCH_ONLY=dashboard,config runs only the named groups (bundle, api, dashboard, config, sql, socket, load, lighthouse). */
const groups = ['bundle', 'api', 'dashboard', 'config', 'sql', 'socket', 'load', 'lighthouse'] as const;
const only = (process.env.BENCH_ONLY ?? '').split(',').map((g) => g.trim()).filter(Boolean);
const unknown = only.filter((g) => !(groups as readonly string[]).includes(g));
if (unknown.length) throw new Error(`BENCH_ONLY: unknown group(s) ${unknown.join(', ')}; use ${groups.join(', ')}`);
const wants = (g: (typeof groups)[number]) =>
  (only.length === 0 || only.includes(g)) && !(apiOnly && (g === 'bundle' || g === 'dashboard'));
/** BENCH_LOADS: page loads per side for the dashboard figure (after one warm-up load each). */
const loads = Number(process.env.BENCH_LOADS ?? 7);
/** BENCH_CPU_PROF=dir writes a V8 CPU profile of the bench server into dir (node --cpu-prof). */
const cpuProfDir = process.env.BENCH_CPU_PROF || undefined;
const generatedSize = { modules: 200, items: 20 };
/** The admin API's large config: ~2 MB of JSON. */
const largeConfigSize = { modules: 550, items: 20 };
mkdirSync(outDir, { recursive: true });
// Before anything else runs: the load average and the memory fill describe the machine, not the bench.
const machine = machineLine(describeMachine());
console.log(machine);

async function buildPages() {
  await build({ root, logLevel: 'warn' });
  for (const page of barePages) await buildBarePage(page, join(outDir, page));
}

const rows: Row[] = [];
const generated = generateTenant(generatedSize.modules, generatedSize.items);
if (wants('bundle') || wants('dashboard') || wants('lighthouse')) await buildPages();
const pgErp = wants('sql') ? await createPostgresErp(erpServerUrl) : null;
// The SQL figure's PostgreSQL floor (a bare `SELECT 1` route) reaches the same ERP database.
if (pgErp) process.env.BENCH_PG_ERP_URL = pgErp.url;
const needsServer =
  wants('bundle') || wants('api') || wants('dashboard') || wants('config') || wants('sql') || wants('socket') || wants('lighthouse');
const server = needsServer
  ? await startServer({ port, databaseUrl, cpuProfDir, fixturesDir: writeBenchFixtures(generated, pgErp?.url ?? null) })
  : null;
try {
  if (wants('bundle')) {
    rows.push(...(await bundleFigures({ portalDir: join(root, 'dist', 'portal'), bareDir: join(outDir, 'bare-react'), port })));
  }
  if (wants('dashboard')) {
    const entries = moduleList(generatedSize.modules, generatedSize.items);
    rows.push(...(await dashboardFigures({ port, bareListDir: join(outDir, 'bare-list'), entries, loads, timeoutMs: 60_000 })));
    const size = `${generatedSize.modules} modules x ${generatedSize.items} items`;
    rows.push(...(await configEditorFigures({ port, rounds: 3, size, timeoutMs: 60_000 })));
  }
  if (wants('config')) {
    rows.push(...configFigures(generated, 200, `${generatedSize.modules} modules x ${generatedSize.items} items`));
    const { modules, items } = largeConfigSize;
    rows.push(...adminConfigFigures(generateTenantConfig(modules, items), 31, `${modules} modules x ${items} items of every kind`));
    rows.push(...(await configWireFigures(port, benchTenant.domain, `${generatedSize.modules} modules x ${generatedSize.items} items`)));
  }
  if (wants('api')) rows.push(...(await apiFigures({ port, seconds, connections: 16, serverPid: server?.pid })));
  if (wants('sql')) {
    // Each load is warmed up 1 s, then measured twice: the better run counts.
    const connections = 16;
    const bare = await load({ url: `http://localhost:${port}/__bench/bare`, connections, seconds });
    rows.push(...(await sqlFigures({ port, seconds, connections, bare, postgres: pgErp !== null })));
  }
  if (wants('lighthouse')) rows.push(...(await lighthouseFigures({ port, outDir, bareDir: join(outDir, 'bare-react') })));
  if (wants('socket')) {
    const clients = Number(process.env.BENCH_SOCKET_CLIENTS ?? 10_000);
    rows.push(...(await socketFigures({ port, clients, rounds: Number(process.env.BENCH_SOCKET_ROUNDS ?? 9) })));
  }
} finally {
  if (server) await stopServer(server);
  await pgErp?.drop();
}
// The load mix starts its own servers (one process, then a cluster), after the shared bench server stopped.
if (wants('load')) rows.push(...(await loadMixFigures({ adminUrl: erpServerUrl })));

const table = renderTable(rows);
const where = databaseUrl ? 'PostgreSQL' : 'PGlite';
console.log(`\nBench (portal on ${where}, ${seconds}s per load, best of 2 after 1 s warm-up (session validate and login: median of alternating rounds; login warmed by 1,000 sign-ins), ${new Date().toISOString()})\n${machine}\n${table}`);
writeFileSync(join(outDir, 'results.md'), `${machine}\n\n${table}\n`);
