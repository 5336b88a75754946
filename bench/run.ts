// `npm run bench`: figures against floors measured in the same run (never pass/fail timing tests).
//  1. login route initial JS (gzip) vs a bare Vite React page, both built and loaded in Chromium now;
//  2. session validate req/s vs a bare Fastify route on the same server;
//  3. login req/s vs raw argon2id verify throughput with the same parameters and concurrency.
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium } from './browser';
import { measureInitialJs, forbiddenInLogin, firstLoadJs } from './bundle';
import { serveStatic } from './static-server';
import { load } from './http-load';
import { argon2VerifyPerSecond } from './argon2-floor';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'bench', '.out');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const port = Number(process.env.BENCH_PORT ?? 3917);
/** BENCH_DATABASE_URL runs the bench server on PostgreSQL (DATABASE_URL) instead of a fresh PGlite. */
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
/** BENCH_API_ONLY=1 skips the bundle figures (no Vite build, no Chromium): API ratios only. */
const apiOnly = ['1', 'true', 'yes'].includes((process.env.BENCH_API_ONLY ?? '').toLowerCase());
/** BENCH_CPU_PROF=dir writes a V8 CPU profile of the bench server into dir (node --cpu-prof). */
const cpuProfDir = process.env.BENCH_CPU_PROF || undefined;
/** The login route's own lazy chunk (src/app.tsx lazy-loads it). */
const loginRouteModule = 'src/login/login-route.tsx';
mkdirSync(outDir, { recursive: true });

async function buildBoth() {
  await build({ root, logLevel: 'warn' });
  await build({
    root: join(root, 'bench', 'bare-react'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: join(outDir, 'bare'), emptyOutDir: true, manifest: true },
  });
}

function startServer(): Promise<ChildProcess> {
  const child = fork(join(root, 'bench', 'server-entry.ts'), [], {
    execArgv: ['--import', 'tsx', ...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [])],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')),
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((ok, fail) => {
    child.once('message', () => ok(child));
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
}

/** SIGTERM, then wait for the exit (the server closes the app; a CPU profile is written on exit). */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((ok) => {
    child.once('exit', () => ok());
    child.kill('SIGTERM');
  });
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://localhost:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: string; data: { code: string } };
}

const rows: [string, string, string, string][] = [];
const ratio = (a: number, b: number) => (a / b).toFixed(2) + 'x';

if (!apiOnly) await buildBoth();
const server = await startServer();
try {
  if (!apiOnly) await bundleFigures();

  // 2. Session validate vs bare route (each load is warmed up 1 s, then measured twice: the better run counts)
  const connections = 16;
  const bareRoute = await load({ url: `http://localhost:${port}/__bench/bare`, connections, seconds });
  const { data } = await post('/auth/v1/general/app/local/login', {
    email: 'ana@demo.com.br',
    password: 'Portal@2026',
  });
  const validate = await load({
    url: `http://localhost:${port}/auth/v1/general/app/local/session/validate`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: data.code }),
    connections,
    seconds,
  });
  rows.push([
    'session validate req/s',
    validate.rps.toFixed(0),
    `${bareRoute.rps.toFixed(0)} bare route`,
    `${ratio(validate.rps, bareRoute.rps)} (budget >= 0.60x)`,
  ]);
  rows.push([
    'session validate p99',
    `${validate.p99Ms} ms`,
    `${bareRoute.p99Ms} ms bare route`,
    `non-2xx ${validate.non2xx}, errors ${validate.errors}`,
  ]);

  // 3. Login vs argon2 floor (same concurrency as the libuv pool can run at once; the floor also best of two)
  const loginConnections = 4;
  const floorArgon = Math.max(
    await argon2VerifyPerSecond(loginConnections, 1),
    await argon2VerifyPerSecond(loginConnections, seconds),
    await argon2VerifyPerSecond(loginConnections, seconds),
  );
  const login = await load({
    url: `http://localhost:${port}/auth/v1/general/app/local/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ana@demo.com.br', password: 'Portal@2026' }),
    connections: loginConnections,
    seconds,
  });
  rows.push([
    'login req/s',
    login.rps.toFixed(1),
    `${floorArgon.toFixed(1)} argon2id verify/s`,
    `${ratio(login.rps, floorArgon)} (budget >= 0.85x)`,
  ]);
  rows.push(['login p99', `${login.p99Ms} ms`, '-', `non-2xx ${login.non2xx}, errors ${login.errors}`]);
} finally {
  await stopServer(server);
}

async function bundleFigures() {
  // 1. Bundle: first-load JS from the manifests (budgeted), and what Chromium fetches until network idle.
  const floorFirst = firstLoadJs(join(outDir, 'bare'), []);
  const loginFirst = firstLoadJs(join(root, 'dist', 'portal'), [loginRouteModule]);
  const browser = await launchChromium();
  const bare = await serveStatic(join(outDir, 'bare'));
  const floorJs = await measureInitialJs(browser, bare.url, 'h1');
  const loginLocal = await measureInitialJs(browser, `http://localhost:${port}/`, 'input[type=email]');
  const loginAcme = await measureInitialJs(browser, `http://acme.portal.test:${port}/`, 'input[type=email]');
  await bare.close();
  await browser.close();
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const forbidden = forbiddenInLogin([loginLocal.text, loginAcme.text].join('\n'));
  rows.push([
    'login route first-load JS (gzip)',
    kib(loginFirst.gzipBytes),
    `${kib(floorFirst.gzipBytes)} bare React`,
    `${ratio(loginFirst.gzipBytes, floorFirst.gzipBytes)} (budget <= 1.70x)`,
  ]);
  rows.push([
    'login JS fetched, acme (no tenant HTML)',
    kib(loginAcme.gzipBytes),
    `${kib(floorJs.gzipBytes)} bare React`,
    ratio(loginAcme.gzipBytes, floorJs.gzipBytes),
  ]);
  rows.push([
    'login JS fetched, local (+ DOMPurify, lazy)',
    kib(loginLocal.gzipBytes),
    `${kib(floorJs.gzipBytes)} bare React`,
    ratio(loginLocal.gzipBytes, floorJs.gzipBytes),
  ]);
  rows.push([
    'RJSF / ajv compiler in login JS',
    forbidden.length ? forbidden.join(', ') : 'none',
    '-',
    forbidden.length ? 'OVER BUDGET' : 'ok',
  ]);
}

const widths = [0, 1, 2, 3].map((i) =>
  Math.max(...[['figure', 'measured', 'floor', 'ratio'], ...rows].map((r) => r[i]!.length)),
);
const line = (r: string[]) => '| ' + r.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
const table = [
  line(['figure', 'measured', 'floor', 'ratio']),
  line(widths.map((w) => '-'.repeat(w))),
  ...rows.map(line),
].join('\n');
const where = databaseUrl ? 'PostgreSQL' : 'PGlite';
console.log(
  `\nBench (${where}, ${seconds}s per load, best of 2 after 1 s warm-up, ${new Date().toISOString()})\n${table}`,
);
writeFileSync(join(outDir, 'results.md'), table + '\n');
