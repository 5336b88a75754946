// The scale-out figure (issue 13): autocannon with a user's mix (login, session validate, dashboard config
// `cache/{domain}.json`, the summary named query) at 100 connections, against (a) the real server as one process
// on PGlite and (b) WORKERS=2 on PostgreSQL. Each is warmed up, then measured once at steady state: req/s,
// p50/p99 and non-2xx replies; the 2-process figure is read against the 1-process one measured in the same run.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { summaryQuery } from './bench-fixtures';
import { ratio, type Row } from './report';

const root = resolve(import.meta.dirname, '..');
type MixResult = { rps: number; p50Ms: number; p99Ms: number; non2xx: number; s4xx: number; s5xx: number; errors: number; total: number };
type Server = { child: ChildProcess; dataDir: string };

/** server/index.ts as in production (NODE_ENV=production, limits raised for the bench); resolves once `workers` listen. */
function startPortal(port: number, workers: number, databaseUrl?: string): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      WORKERS: String(workers),
      CONFIG_SECRET_KEY: randomBytes(32).toString('hex'),
      OPERATOR_HOST: '',
      RATE_LIMIT_FACTOR: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  return new Promise((ok, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = workers > 1 ? (out.match(/do servidor pronto/g) ?? []).length >= workers : out.includes('Portal no ar em');
      if (ready) ok({ child, dataDir });
    });
    child.once('exit', (code) => fail(new Error(`portal exited with ${code}:\n${out}`)));
  });
}

function stopPortal({ child, dataDir }: Server): Promise<void> {
  return new Promise((ok) => {
    child.once('exit', () => {
      rmSync(dataDir, { recursive: true, force: true });
      ok();
    });
    child.kill('SIGTERM');
  });
}

type Context = { code?: string };

/**
 * One loop of the mix per connection: a login, then `rounds` rounds of validate, config and summary query with
 * that session (a person signs in once and then works: logins are 1 request in 1 + 3 x rounds).
 */
async function mix(port: number, seconds: number, connections: number, rounds: number): Promise<MixResult> {
  const headers = { host: 'localhost', 'content-type': 'application/json' };
  const work: autocannon.Request[] = [
    {
      method: 'POST',
      path: '/auth/v1/general/app/local/session/validate',
      headers,
      setupRequest: (req: autocannon.Request, context: Context) => ({ ...req, body: JSON.stringify({ code: context.code ?? '' }) }),
    },
    { method: 'GET', path: '/cache/localhost.json', headers: { host: 'localhost' } },
    {
      method: 'GET',
      path: `/remotesql/v1/session/app/local/sql/${summaryQuery}`,
      setupRequest: (req: autocannon.Request, context: Context) => ({ ...req, headers: { host: 'localhost', code: context.code ?? '' } }),
    },
  ] as autocannon.Request[];
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/auth/v1/general/app/local/login',
        headers,
        body: JSON.stringify({ email: 'ana@demo.com.br', password: 'Portal@2026' }),
        onResponse: (status: number, body: string, context: Context) => {
          if (status === 200) context.code = (JSON.parse(body) as { data: { code: string } }).data.code;
        },
      },
      ...Array.from({ length: rounds }, () => work).flat(),
    ],
  } as autocannon.Options);
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    s4xx: result['4xx'],
    s5xx: result['5xx'],
    errors: result.errors, // autocannon's connection errors, its timeouts included
    total: result.requests.total,
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A port the kernel says is free now (another bench may hold the shared BENCH_PORT). */
function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

async function measure(label: string, workers: number, seconds: number, connections: number, rounds: number, databaseUrl?: string) {
  const port = await freePort();
  const server = await startPortal(port, workers, databaseUrl);
  try {
    await mix(port, Math.min(5, seconds), connections, rounds); // warm-up: JIT, pools, caches; not counted
    const result = await mix(port, seconds, connections, rounds);
    console.log(`[load] ${label}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx} (4xx ${result.s4xx}, 5xx ${result.s5xx}), timeouts/errors ${result.errors} of ${result.total}`);
    return result;
  } finally {
    await stopPortal(server);
  }
}

const rowsOf = (where: string, r: MixResult, floor: string, against?: MixResult): Row[] => [
  [`load mix req/s, ${where}`, r.rps.toFixed(0), floor, against ? ratio(r.rps, against.rps) : '-'],
  [`load mix p50 / p99, ${where}`, `${r.p50Ms} / ${r.p99Ms} ms`, floor, against ? ratio(r.p99Ms, against.p99Ms) : '-'],
  [`load mix non-2xx at steady state, ${where}`, `${r.non2xx} of ${r.total}`, 'after a warm-up', '-'],
];

/**
 * (a) 1 process on PGlite, (b) WORKERS=2 on a fresh PostgreSQL database on `adminUrl`'s server (skipped when
 * none answers). BENCH_LOAD_SECONDS (default 30), BENCH_LOAD_CONNECTIONS (default 100), BENCH_LOAD_ROUNDS (default
 * 16: rounds of validate + config + summary per login, so 1 request in 49 is an argon2id login).
 */
export async function loadMixFigures(opts: { adminUrl: string }): Promise<Row[]> {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
  const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100);
  const rounds = Number(process.env.BENCH_LOAD_ROUNDS ?? 16);
  const where = `${connections} connections, ${seconds} s, 1 login per ${1 + 3 * rounds} requests`;
  const one = await measure('1 process, PGlite', 1, seconds, connections, rounds);
  const rows = rowsOf(`1 process on PGlite (${where})`, one, 'floor of this figure');
  const name = `portal_bench_load_${randomBytes(5).toString('hex')}`;
  try {
    await adminQuery(opts.adminUrl, `CREATE DATABASE ${name}`);
  } catch (error) {
    rows.push(['load mix, 2 processes on PostgreSQL', 'skipped', `no PostgreSQL server answered (${(error as Error).message})`, '-']);
    return rows;
  }
  try {
    const url = new URL(opts.adminUrl);
    url.pathname = `/${name}`;
    const two = await measure('2 processes, PostgreSQL', 2, seconds, connections, rounds, url.toString());
    rows.push(...rowsOf(`WORKERS=2 on PostgreSQL (${where})`, two, '1 process on PGlite', one));
  } finally {
    await adminQuery(opts.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  return rows;
}
