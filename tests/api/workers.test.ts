import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process';

const postgresUrl = inject('postgresUrl') as string | undefined;

/** A GET on a new connection each time (no keep-alive), so the cluster's round robin spreads them over workers. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, headers: { host: 'localhost', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Resolves once `count` workers said they listen (the primary's log line per worker). */
async function workersReady(server: ServerProcess, count: number, withinMs = 120_000): Promise<void> {
  const started = Date.now();
  while ((server.output().match(/do servidor pronto/g) ?? []).length < count) {
    if (Date.now() - started > withinMs) throw new Error(`fewer than ${count} workers listen:\n${server.output()}`);
    await new Promise<void>((resolve) => server.child.stdout?.once('data', () => resolve()));
  }
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('WORKERS', () => {
  it('on PGlite WORKERS=2 is refused with a log line and the server runs as one process', async () => {
    const server = await startServerProcess({ WORKERS: '2' });
    try {
      expect(server.output()).toContain('WORKERS=2 requer DATABASE_URL');
      expect(server.output()).not.toContain('do servidor pronto');
      expect((await get(server.port, '/health/live')).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it.runIf(Boolean(postgresUrl))('on PostgreSQL WORKERS=2 serves one port from two processes, /metrics sums both, SIGTERM stops all with 0', async () => {
    const name = `portal_workers_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl as string);
    url.pathname = `/${name}`;
    const server = await startServerProcess({ DATABASE_URL: url.toString(), WORKERS: '2', CONFIG_SECRET_KEY: randomBytes(32).toString('hex') });
    try {
      await workersReady(server, 2);
      const count = (text: string) =>
        text
          .split('\n')
          .filter((line) => line.startsWith('portal_http_requests_total{') && line.includes('group="health"'))
          .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
      const before = count((await get(server.port, '/metrics')).body);
      for (let i = 0; i < 10; i += 1) expect((await get(server.port, '/health/ready')).status).toBe(200);
      const after = await get(server.port, '/metrics');
      expect(after.status).toBe(200);
      // Each worker counts only what it served; the reply is the primary's sum over both.
      expect(count(after.body) - before).toBe(10);
      expect(after.body).toMatch(/^portal_db_pool_connections\{state="total"\} \d+/m);

      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      await server.stop();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }, 240_000);
});
