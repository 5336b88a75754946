import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { password } from './requests';
import { freePort, startServerProcess, type ServerProcess } from './server-process';
import { httpClient } from './support/http-client';

const nginxBin = '/usr/sbin/nginx';
const hasNginx = existsSync(nginxBin);
const ci = process.env.CI === 'true';
const postgresUrl = inject('postgresUrl') as string | undefined;
if (!hasNginx && !ci) console.log(`[nginx-production] ${nginxBin} não encontrado: teste de produção com nginx pulado (instale o pacote nginx).`);
if (!postgresUrl) console.log('[nginx-production] sem PostgreSQL: teste de produção com nginx pulado.');

/** deploy/nginx/portal.conf with its placeholders filled, inside a main config that keeps every path in `dir`. */
function renderNginx(dir: string, listen: number, upstreams: number[]): string {
  const template = readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx/portal.conf'), 'utf8');
  const site = template
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace('{{upstreams}}', upstreams.map((port) => `server 127.0.0.1:${port};`).join('\n    '))
    .replace('{{listen}}', `127.0.0.1:${listen}`)
    .replace('{{trusted_proxies}}', '127.0.0.1');
  expect(site).not.toContain('{{');
  writeFileSync(path.join(dir, 'portal.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    'daemon off;',
    'worker_processes 1;',
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log off;`,
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
    `  include ${path.join(dir, 'portal.conf')};`,
    '}',
  ].join('\n');
}

/** Resolves once `port` accepts connections (nginx has no "ready" line): bounded by `withinMs`. */
async function accepting(port: number, withinMs = 20_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
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

describe.runIf(Boolean(postgresUrl))('production shape: nginx in front of two portal processes on one PostgreSQL', () => {
  let dir: string;
  let nginx: ChildProcess | undefined;
  let port: number;
  const portals: ServerProcess[] = [];
  const dbName = `portal_nginx_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    if (!hasNginx && !ci) return;
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(postgresUrl as string);
    url.pathname = `/${dbName}`;
    // One config-secret key for both (each has its own DATA_DIR), as in production.
    const env = { DATABASE_URL: url.toString(), TRUST_PROXY: '1', WORKERS: '1', CONFIG_SECRET_KEY: randomBytes(32).toString('hex') };
    // The first migrates and seeds; the second starts on the ready database.
    portals.push(await startServerProcess(env));
    portals.push(await startServerProcess(env));
    dir = mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
    for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, name));
    port = await freePort();
    writeFileSync(path.join(dir, 'nginx.conf'), renderNginx(dir, port, portals.map((p) => p.port)));
    nginx = spawn(nginxBin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
    await accepting(port);
  }, 300_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    for (const portal of portals) await portal.stop();
    if (postgresUrl && (hasNginx || ci)) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(!hasNginx && !ci)('serves tenants by host, readiness, round robin with one session, client IPs and web sockets through nginx', async () => {
    // A new connection per request, as separate clients reach nginx (fetch cannot set Host).
    const http = httpClient(port, { host: 'localhost', keepAlive: false });
    // Readiness through the proxy: JSON, not the app shell.
    const ready = await http.get('/health/ready');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ok' });

    // The tenant comes from the Host header nginx passes on.
    const acme = await http.get('/cache/acme.portal.test.json', { host: 'acme.portal.test' });
    expect(acme.status).toBe(200);
    expect(JSON.parse(acme.body).id).toBe('acme');

    // A login answered by one process, validated by the other (round robin; the request id shows who served it).
    const login = await http.post('/auth/v1/general/app/local/login', { email: 'ana@demo.com.br', password }, { 'x-request-id': 'nginx-login-000001' });
    expect(login.status).toBe(200);
    const code = JSON.parse(login.body).data.code as string;
    const servedLogin = portals.findIndex((p) => p.output().includes('nginx-login-000001'));
    expect(servedLogin).toBeGreaterThanOrEqual(0);
    const validations = [];
    for (let i = 0; i < 4; i += 1) {
      const id = `nginx-validate-00000${i}`;
      const res = await http.post('/auth/v1/general/app/local/session/validate', { code }, { 'x-request-id': id });
      validations.push({ id, status: res.status });
    }
    expect(validations.every((v) => v.status === 200)).toBe(true);
    const other = portals[1 - servedLogin] as ServerProcess;
    expect(validations.some((v) => other.output().includes(v.id))).toBe(true);

    // X-Forwarded-For reaches the rate limiter: one client IP exhausts its allowance, another still gets through.
    let limited = false;
    for (let i = 0; i < 150 && !limited; i += 1) {
      const res = await http.get(`/auth/v1/user/exists?id=local&email=ip${i}@exemplo.com.br`, { 'x-forwarded-for': '203.0.113.7' });
      limited = res.status === 429;
    }
    expect(limited).toBe(true);
    const otherIp = await http.get('/auth/v1/user/exists?id=local&email=outro@exemplo.com.br', { 'x-forwarded-for': '198.51.100.9' });
    expect(otherIp.status).toBe(200);

    // The notifications socket upgrades through nginx and subscribes with the session.
    const ws = new WebSocket(`ws://127.0.0.1:${port}/notifications/v1/socket`, { headers: { host: 'localhost' } });
    const frame = new Promise<{ action: string }>((resolve, reject) => {
      ws.once('message', (data) => resolve(JSON.parse(data.toString())));
      ws.once('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    });
    ws.send(JSON.stringify({ action: 'subscribe', app: 'local', code, client: 'nginx' }));
    expect(await frame).toMatchObject({ action: 'subscribed', client: 'nginx' });
    ws.close();
  }, 300_000);
});
