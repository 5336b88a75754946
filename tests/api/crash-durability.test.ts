import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openPgliteDb } from '../../server/db/pglite-db';
import { adminQuery, backends, type BackendName } from './databases';
import { checkThroughApi, jobState, readCustomValue, readSelection } from './support/crash-check';
import { httpClient, type HttpClient } from './support/http-client';
import { checkDatabase } from './support/crash-db-check';
import { CrashHistory, merge, type Verdict } from './support/crash-history';
import { startServer } from './support/crash-server';
import { admin, login, runWorkload } from './support/crash-workload';

/** Kill cycles per backend (CRASH_CYCLES; at least 10 for the checker). */
const cycles = Number(process.env.CRASH_CYCLES || 10);

// Jepsen-style: the real server as a child process takes concurrent writes of every kind, is killed with
// SIGKILL after a random number of acknowledgements, restarts on the same data, and every acknowledged write
// must be there (lost = 0) and nothing never attempted may be (unexpected = 0).
describe.each(backends())('kill -9 during writes on %s', (backend) => {
  it(`loses no acknowledged write over ${cycles} kill cycles`, { timeout: 900_000 }, async () => {
    const store = await prepareStore(backend);
    const history = new CrashHistory();
    const refusals: string[] = [];
    let verdict: Verdict = { lost: [], unexpected: [] };
    let server = await startServer(store.env);
    let client = httpClient(server.port, { headers: { 'user-agent': 'crash-durability' } });
    let adminCode = await login(client, admin);
    history.register('selection', await readSelection(client, adminCode));
    history.register('customValue', await readCustomValue(client, adminCode));
    let pendingJobs: string[] = [];
    try {
      for (let cycle = 0; cycle < cycles; cycle++) {
        const usersBefore = history.attempted('user').length;
        const termsBefore = history.acked('term').length;
        // The kill comes after a random number of acknowledgements, once this cycle has completed a registration.
        const target = history.counts().acked + 2 + Math.floor(Math.random() * 16);
        const stop = { done: false };
        const reached = new Promise<void>((resolve) => {
          history.onAck = (acked) => acked >= target && history.acked('term').length > termsBefore && resolve();
        });
        const work = runWorkload(client, history, `${backend}-c${cycle}`, adminCode, stop);
        await Promise.race([reached, work.then(() => Promise.reject(new Error('the writers stopped before the kill')))]);
        await server.kill9();
        stop.done = true;
        refusals.push(...(await work));
        client.close();

        server = await startServer(store.env);
        client = httpClient(server.port, { headers: { 'user-agent': 'crash-durability' } });
        adminCode = await login(client, admin);
        const newUsers = history.attempted('user').slice(usersBefore);
        const check = await checkThroughApi(client, history, adminCode, newUsers);
        verdict = merge(verdict, check.verdict);
        pendingJobs = check.pendingJobs;
      }
      const stillPending = await settleJobs(client, adminCode, pendingJobs);
      const db = await store.openDb(() => server.stop());
      const final = await checkDatabase(db, history).finally(() => db.close());
      verdict = merge(verdict, final.verdict);
      const { attempted, acked } = history.counts();
      console.log(
        `crash durability on ${backend}: ${cycles} cycles, ${attempted} attempted, ${acked} acked, ${verdict.lost.length} lost, ` +
          `${verdict.unexpected.length} unexpected, ${final.unfinishedJobs.length} jobs left under a killed process's lease (${stillPending.length} pending after the last restart)`,
      );
      if (refusals.length) console.log(`refused writes on ${backend}:\n${refusals.slice(0, 20).join('\n')}`);
      expect(verdict).toEqual({ lost: [], unexpected: [] });
      expect(refusals).toEqual([]);
      for (const kind of ['user', 'term', 'job']) expect(history.acked(kind).length, kind).toBeGreaterThan(0);
      // PGlite re-queues every running job on start; PostgreSQL leaves them to their lease (takeover is its own test).
      if (backend === 'pglite') expect(final.unfinishedJobs).toEqual([]);
    } finally {
      client.close();
      await server.kill9();
      await store.drop();
    }
  });
});

/** Re-reads jobs still pending after the last restart until each has an answer (a bounded number of rounds). */
async function settleJobs(client: HttpClient, code: string, jobIds: string[]): Promise<string[]> {
  let pending = jobIds;
  for (let round = 0; round < 200 && pending.length; round++) {
    const states = await Promise.all(pending.map((id) => jobState(client, code, id)));
    pending = pending.filter((_, i) => states[i] === 'pending');
  }
  return pending;
}

/** A data directory copied from the seeded template, and for PostgreSQL a fresh database; how to read it back. */
async function prepareStore(backend: BackendName) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
  cpSync(inject('templateDir'), dataDir, { recursive: true });
  const env: Record<string, string> = { DATA_DIR: dataDir, PORTAL_DIR: path.join(dataDir, 'no-portal') };
  const adminUrl = inject('postgresUrl');
  const name = `portal_crash_${randomBytes(6).toString('hex')}`;
  if (backend === 'postgres' && adminUrl) {
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return {
    env,
    /** The portal database, once `stop` has stopped the server (PGlite opens in one process only). */
    async openDb(stop: () => Promise<void>) {
      if (!env.DATABASE_URL) {
        await stop();
        return openPgliteDb(path.join(dataDir, 'portal'));
      }
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      return {
        query: async <T>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, [...params])).rows as T[],
        close: async () => {
          await client.end();
          await stop();
        },
      };
    },
    async drop() {
      if (env.DATABASE_URL && adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

