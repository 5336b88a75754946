import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, local, loginCode } from './requests';
import { TcpProxy } from './support/tcp-proxy';
import { patchTenant, sqlCall } from './tenant-patch';

/** acme's query limit: its calls answer 504/503 at about this, plus the connector's 1 s grace. */
const acmeLimitMs = 4000;
/** A functional bound (not a performance figure): a reply after this means a request hung. */
const answerWithinMs = 15_000;

/** Retries `check` until it holds, at most `withinMs`. */
async function soon(check: () => Promise<boolean>, withinMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

const postgresUrl = inject('postgresUrl') as string | undefined;

describe.runIf(postgresUrl).each(backends())("a tenant's hung connector never slows another tenant (portal on %s)", (backend) => {
  let t: TestApp;
  let proxy: TcpProxy;
  let joao: string;
  let ana: string;
  const acmeQuery = () => sqlCall(t.app, 'acme-lenta', joao, { tenant: 'acme', host: acme.host });
  const localQuery = () => sqlCall(t.app, 'titulos-abertos', ana);

  beforeAll(async () => {
    const target = new URL(postgresUrl!);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    t = await startTestApp(backend);
    await patchTenant(t.app, 'acme', (doc) => {
      doc.server.connectors = { 'acme-pg': { type: 'postgres', url: proxy.url(postgresUrl!) } };
      doc.server.queries = { 'acme-lenta': { connector: 'acme-pg', sql: 'SELECT 1 AS n', timeoutMs: acmeLimitMs } };
    });
    joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
  });
  afterAll(async () => {
    proxy?.resume();
    await t?.close();
    await proxy?.close();
  });

  it("while acme's data source hangs, local's named queries all answer 200 before any acme call ends; acme's end at their limit with 504/503", async () => {
    expect((await acmeQuery()).statusCode).toBe(200);
    expect((await localQuery()).statusCode).toBe(200);
    proxy.pause();
    try {
      const started = Date.now();
      let acmeSettled = 0;
      // More calls than acme's pool holds (5): the rest wait for a connection, within the same limit.
      const acmeCalls = Array.from({ length: 12 }, () =>
        acmeQuery().then((r) => {
          acmeSettled += 1;
          return { r, ms: Date.now() - started };
        }),
      );
      const localReplies = await Promise.all(Array.from({ length: 20 }, () => localQuery()));
      expect(localReplies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      expect(localReplies[0]!.json().data.rows).toEqual([{ total: 2500.5 }]);
      // Every local reply arrived while all of acme's calls were still hanging.
      expect(acmeSettled).toBe(0);

      const acmeReplies = await Promise.all(acmeCalls);
      for (const { r, ms } of acmeReplies) {
        expect([503, 504]).toContain(r.statusCode);
        expect(r.json().error).toBe(r.statusCode === 504 ? '#QUERY_TIMEOUT' : '#DATABASE_UNAVAILABLE');
        expect(ms).toBeGreaterThanOrEqual(acmeLimitMs);
        expect(ms).toBeLessThan(answerWithinMs);
      }
    } finally {
      proxy.resume();
    }
    expect(await soon(async () => (await acmeQuery()).statusCode === 200)).toBe(true);
  });
});
