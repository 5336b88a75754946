import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgRateLimitStore } from '../../server/http/rate-limit-store';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, loginCode, password } from './requests';
import { killChildApps, startChildApp, type ChildApp } from './support/child-app';
import { httpClient } from './support/http-client';
import { patchTenant } from './tenant-patch';

/** Polls `check` until it holds: the other process hears the bus within milliseconds, never after the 5 s session cache. */
async function soon(check: () => Promise<boolean>, withinMs = 2000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe.runIf(backends().includes('postgres'))('two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp('postgres', { rateLimits: { login: { perIp: 100, perEmail: 4, windowMs: 60_000 } } });
    other = await t.another();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const validateOn = (app: FastifyInstance, code: string) =>
    call(app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code } }).then((r) => r.statusCode);

  it('a config published on one is served by the other at once', async () => {
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const { document, version } = (await call(t.app, { method: 'GET', url: '/pro-admin/v1/session/app/local/config', ...local, headers: { code: admin } })).json().data;
    document.company.appTitle = 'Publicado no processo A';
    const put = await call(t.app, {
      method: 'PUT', url: '/pro-admin/v1/session/app/local/config', ...local,
      headers: { code: admin, 'if-match': `"${version}"` }, payload: { document, comment: 'dois processos' },
    });
    expect(put.statusCode).toBe(200);
    const seen = await soon(async () => (await call(other, { method: 'GET', url: '/cache/localhost.json', ...local })).json().appTitle === 'Publicado no processo A');
    expect(seen).toBe(true);
  });

  it('a logout on one is refused on the other at once, though the other had the session cached', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect(await validateOn(other, code)).toBe(200);
    const logout = await call(t.app, { method: 'POST', url: '/auth/v1/session/app/local/logout', ...local, headers: { code } });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await soon(async () => (await validateOn(other, code)) === 401)).toBe(true);
  });

  it("an admin's block on one ends the user's sessions on the other at once", async () => {
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const code = await loginCode(t.app, 'local', local.host, 'host@demo.com.br');
    expect(await validateOn(other, code)).toBe(200);
    const block = await call(t.app, { method: 'POST', url: '/pro-admin/v1/session/app/local/users/host@demo.com.br/block', ...local, headers: { code: admin } });
    expect(block.statusCode).toBe(200);
    expect(await soon(async () => (await validateOn(other, code)) === 401)).toBe(true);
  });

  it('a login rate limit counts across both: attempts split over A and B are refused at the same total', async () => {
    const attempt = (app: FastifyInstance) =>
      call(app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 'tesouraria@demo.com.br', password: 'errada' } });
    // perEmail 4: two wrong passwords on each process use the allowance up; the fifth and sixth are refused on both.
    expect([(await attempt(t.app)).statusCode, (await attempt(other)).statusCode, (await attempt(t.app)).statusCode, (await attempt(other)).statusCode]).toEqual([401, 401, 401, 401]);
    const onA = await attempt(t.app);
    const onB = await attempt(other);
    expect([onA.statusCode, onB.statusCode]).toEqual([429, 429]);
    expect(onB.json().error).toBe('#RATE_LIMITED');
    expect(Number(onB.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sign-ins counted and refunded on both processes at once never deadlock, and leave the counts exact', async () => {
    // What the load mix hit on WORKERS=2: one sign-in's attempt counted (IP, then e-mail) while another's success was
    // refunded (e-mail, then IP); PostgreSQL broke the cycle by failing one statement, a 500 for that user.
    const stores = [pgRateLimitStore(t.app.db), pgRateLimitStore(other.db)];
    const ip = 'login|local|ip|203.0.113.77';
    const email = 'login|local|email|concorrente@demo.com.br';
    const at = t.clock.now().getTime();
    const signIn = async (i: number) => {
      const store = stores[i % 2]!;
      await store.increment([ip, email], at, 60_000);
      await store.refund(email, ip, at);
    };
    const results = await Promise.allSettled(Array.from({ length: 400 }, (_, i) => signIn(i)));
    const failed = results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error).message)] : []));
    expect(failed).toEqual([]);
    const rows = await t.app.db.query<{ key: string; count: number }>('SELECT key, count FROM rate_limit_buckets WHERE key IN ($1, $2) ORDER BY key', [ip, email]);
    expect(rows.map((r) => [r.key, Number(r.count)])).toEqual([[email, 0], [ip, 0]]);
  });

  it('the rate-limit sweep deletes ended windows only, and skips a row a request holds instead of waiting for it', async () => {
    const store = pgRateLimitStore(t.app.db);
    const at = t.clock.now().getTime();
    const [ended, held, live] = ['sweep|ended', 'sweep|held', 'sweep|live'];
    await store.increment([ended, held], at - 120_000, 60_000);
    await store.increment([live], at, 60_000);
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM rate_limit_buckets WHERE key = $1 FOR UPDATE', [held]);
      await store.sweep(at); // a sweep that waited for `holder` would fail here at the database's query timeout
      const left = await t.app.db.query<{ key: string }>("SELECT key FROM rate_limit_buckets WHERE key LIKE 'sweep|%' ORDER BY key");
      expect(left.map((r) => r.key)).toEqual([held, live]);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    await store.sweep(at);
    const after = await t.app.db.query<{ key: string }>("SELECT key FROM rate_limit_buckets WHERE key LIKE 'sweep|%' ORDER BY key");
    expect(after.map((r) => r.key)).toEqual([live]);
  });
});

describe.runIf(backends().includes('postgres'))('a batch job whose process is killed (SIGKILL) is finished by another process', () => {
  let t: TestApp;
  let children: ChildApp[] = [];
  let gate: pg.Client;
  const db = () => t.app.db;

  beforeAll(async () => {
    t = await startTestApp('postgres');
    // Only the two child processes run jobs here.
    await t.app.jobs.stop();
    // The job's query waits on an advisory lock the test holds: it stays running until the test lets it go.
    await patchTenant(t.app, 'local', (doc) => {
      doc.server.connectors = { ...doc.server.connectors, portal: { type: 'postgres', url: t.databaseUrl! } };
      doc.server.queries = { ...doc.server.queries, 'espera-portao': { connector: 'portal', sql: 'SELECT 7 AS n FROM (SELECT pg_advisory_xact_lock_shared(4242)) AS l' } };
    });
    gate = new pg.Client({ connectionString: t.databaseUrl });
    await gate.connect();
    await gate.query('SELECT pg_advisory_lock(4242)');
    const env = { DATABASE_URL: t.databaseUrl!, DATA_DIR: t.app.config.dataDir };
    children = await Promise.all([startChildApp(env), startChildApp(env)]);
    // Two server processes start (migrations checked, seed, listen): slow on a loaded machine.
  }, 240_000);
  afterAll(async () => {
    await Promise.all(children.map((c) => c.stop()));
    await killChildApps();
    await gate?.end().catch(() => undefined);
    await t?.close();
  });

  const jobRow = async (id: string) =>
    (await db().query<{ state: string; runner_id: string | null; attempts: number; result: unknown }>('SELECT state, runner_id, attempts, result FROM jobs WHERE id = $1', [id]))[0]!;
  /** Reads the job until `check` holds, at most `withinMs` (the runners hear the bus at once; the sweep runs every 2 s). */
  async function until(step: string, id: string, check: (row: Awaited<ReturnType<typeof jobRow>>) => boolean, withinMs = 30_000) {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const row = await jobRow(id);
      if (check(row)) return row;
      if (Date.now() > deadline) throw new Error(`${step}: job ${id} is ${JSON.stringify(row)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('the survivor takes the job over and its result is produced exactly once', async () => {
    const [a] = children;
    const toA = httpClient(a!.port, { keepAlive: false });
    const login = await toA.post('/auth/v1/general/app/local/login', { email: 'ana@demo.com.br', password });
    expect(login.status).toBe(200);
    const code = (login.json() as { data: { code: string } }).data.code;
    const queued = await toA.get('/remotesql/v1/session/app/local/sql/espera-portao', { code, 'async-batch': 'true' });
    expect(queued.status).toBe(201);
    const jobId = (queued.json() as { data: { jobId: string } }).data.jobId;

    const running = await until('claimed', jobId, (row) => row.state === 'running' && row.runner_id !== null);
    const victim = children.find((c) => c.runner === running.runner_id)!;
    const survivor = children.find((c) => c !== victim)!;
    expect(victim).toBeDefined();
    await victim.kill();

    // The dead runner's lock is freed with its connection: the survivor re-queues the job and runs it (still
    // waiting at the gate), then the gate opens and it finishes.
    const taken = await until('taken over', jobId, (row) => row.state === 'running' && row.runner_id === survivor.runner);
    expect(taken.attempts).toBe(2);
    await gate.query('SELECT pg_advisory_unlock(4242)');
    const done = await until('done', jobId, (row) => row.state === 'done');
    expect(done).toMatchObject({ attempts: 2, result: [{ n: 7 }], runner_id: null });

    const polled = await httpClient(survivor.port, { keepAlive: false }).get(`/remotesql/v1/general/app/local/batch/${jobId}`, { code });
    expect(polled.status).toBe(200);
    expect(polled.json()).toEqual({ status: 'success', data: { rows: [{ n: 7 }], status: 'done' } });
  }, 120_000);
});
