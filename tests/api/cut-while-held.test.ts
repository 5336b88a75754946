import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPgDb } from '../../server/db/pg-db';
import { pgConnector } from '../../server/sql/pg-connector';
import { TcpProxy } from './support/tcp-proxy';

const postgresUrl = inject('postgresUrl') as string | undefined;

/**
 * A connection cut while a client is checked out of a pool (a transaction of the portal's database, a named query
 * on a tenant's PostgreSQL) fails that call and nothing else: before, pg emitted 'error' on the held client with no
 * listener and Node threw it as an uncaught exception, which takes a production server down. CI saw it once, from
 * connector-isolation's hung data source (pg destroys a pipelined connection after a read timeout).
 */
describe.runIf(postgresUrl)('a connection cut while a pool client is held', () => {
  let proxy: TcpProxy;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    const target = new URL(postgresUrl!);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    process.on('uncaughtException', onUncaught);
  });
  afterEach(() => proxy.resume());
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await proxy?.close();
  });

  /** Cuts every proxied connection once `accepted` has grown past `before` and the statement had time to start. */
  async function cutWhenConnected(before: number) {
    while (proxy.accepted <= before) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    proxy.cut();
  }

  it('portal database: the transaction fails with 503 #DATABASE_UNAVAILABLE, the process keeps running, the next query works', async () => {
    const db = openPgDb(proxy.url(postgresUrl!), 2, 5000);
    try {
      const before = proxy.accepted;
      const held = db.transaction((q) => q.query('SELECT pg_sleep(3)'));
      await cutWhenConnected(before);
      await expect(held).rejects.toMatchObject({ code: '#DATABASE_UNAVAILABLE' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uncaught).toEqual([]);
      proxy.resume();
      await expect(db.query('SELECT 1 AS n')).resolves.toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('named query connector: the query fails, the process keeps running, the next query works', async () => {
    const connector = pgConnector(proxy.url(postgresUrl!));
    try {
      const before = proxy.accepted;
      const held = connector.run('SELECT pg_sleep(3) AS slept', [], 10_000);
      await cutWhenConnected(before);
      await expect(held).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uncaught).toEqual([]);
      proxy.resume();
      await expect(connector.run('SELECT 1 AS n', [], 5000)).resolves.toEqual([{ n: 1 }]);
    } finally {
      await connector.close();
    }
  });
});
