import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, loginCode, password } from './requests';
import { TcpProxy } from './support/tcp-proxy';
import { sqlCall } from './tenant-patch';

/** The server's database timeout in this test: every call must answer well before timeout + margin. */
const timeoutMs = 2000;
/** A functional bound (not a performance figure): a reply after this means a request hung. */
const answerWithinMs = 10_000;
const unavailable = { status: 'error', error: '#DATABASE_UNAVAILABLE', message: 'Não foi possível conectar ao banco de dados. Tente novamente em instantes.' };

/** Retries `check` until it holds, at most `withinMs` (the pool reconnects on the next call). */
async function soon(check: () => Promise<boolean>, withinMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe.runIf(backends().includes('postgres'))('PostgreSQL paused or cut behind a proxy', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let proxy: TcpProxy;
  let ana: string;

  beforeAll(async () => {
    const target = new URL(inject('postgresUrl') as string);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    t = await startTestApp('postgres', { sessionCacheMs: 0 });
    await t.restart({ databaseUrl: proxy.url(t.databaseUrl!), databaseTimeoutMs: timeoutMs });
    other = await t.another();
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
  });
  afterAll(async () => {
    proxy.resume();
    await other?.close();
    await t?.close();
    await proxy?.close();
  });

  /** The calls every page makes: login, session validate, a session route, a named query. */
  const calls = (app: FastifyInstance) => [
    call(app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 'ana@demo.com.br', password } }),
    call(app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code: ana } }),
    call(app, { method: 'GET', url: '/app/v1/session/app/local/banners', ...local, headers: { code: ana } }),
    sqlCall(app, 'titulos-abertos', ana),
  ];

  /** Every call answers 503 with the pt-BR reply, and none waits past the bound. */
  async function expectFastFailures(app: FastifyInstance) {
    const started = Date.now();
    const replies = await Promise.all(calls(app).map((p) => p.then((r) => ({ r, ms: Date.now() - started }))));
    for (const { r, ms } of replies) {
      expect(r.statusCode, r.body).toBe(503);
      expect(r.json()).toEqual(unavailable);
      expect(ms).toBeLessThan(answerWithinMs);
    }
  }

  const allAnswer = async (app: FastifyInstance) => (await Promise.all(calls(app))).every((r) => r.statusCode === 200);

  it('answers every call while the database is up', async () => {
    expect(await allAnswer(t.app)).toBe(true);
  });

  it('paused: calls fail fast with 503 #DATABASE_UNAVAILABLE, and service comes back on resume without a restart', async () => {
    proxy.pause();
    try {
      await expectFastFailures(t.app);
    } finally {
      proxy.resume();
    }
    expect(await soon(() => allAnswer(t.app))).toBe(true);
  });

  it('cut: calls fail fast with 503, service comes back, and the bus listener reconnects (a message still reaches the other process)', async () => {
    const resynced = new Promise<void>((resolve) => {
      const off = other.bus.subscribe('bus.resync', () => {
        off();
        resolve();
      });
    });
    const before = proxy.accepted;
    proxy.cut();
    try {
      await expectFastFailures(t.app);
      await expectFastFailures(other);
    } finally {
      proxy.resume();
    }
    expect(await soon(() => allAnswer(t.app))).toBe(true);
    expect(await soon(() => allAnswer(other))).toBe(true);
    expect(proxy.accepted).toBeGreaterThan(before);
    await resynced;

    // A message published on one process reaches the other through its reconnected LISTEN connection.
    const heard = new Promise<unknown>((resolve) => other.bus.subscribe('test.after-cut', resolve));
    await t.app.bus.publish('test.after-cut', { n: 1 });
    expect(await heard).toEqual({ n: 1 });
  });
});
