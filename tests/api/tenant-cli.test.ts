import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretMask } from '../../domain/config-secrets';
import { startTestApp, type TestApp } from './databases';
import { call, local, loginCode } from './requests';

const root = path.resolve(import.meta.dirname, '../..');
const base = '/pro-admin/v1/session/app/local';
const secretUrl = 'postgres://leitor:segredo@db.interno:5432/erp';

type Run = { code: number; stdout: string; stderr: string };

/** The CLI as CI runs it: a child process (asynchronous, so the server in this process keeps answering). */
function tenantCli(args: string[], env: Record<string, string | undefined>): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORTAL_URL: undefined, PORTAL_API_KEY: undefined, PORTAL_TENANT: undefined };
  delete childEnv.GIT_COMMIT_MESSAGE;
  delete childEnv.CI_COMMIT_MESSAGE;
  for (const [k, v] of Object.entries(env)) childEnv[k] = v;
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/tenant-cli.ts', ...args], { cwd: root, env: childEnv }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('npm run tenant (the config CLI on the admin API)', () => {
  let t: TestApp;
  let env: { PORTAL_URL: string; PORTAL_API_KEY: string };
  let dir: string;
  const file = (name: string) => path.join(dir, name);
  const readJson = (name: string) => JSON.parse(readFileSync(file(name), 'utf8'));

  beforeAll(async () => {
    t = await startTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    // A connector with a secret URL, to see the mask go out and the stored value stay.
    const current = (await call(t.app, { method: 'GET', url: `${base}/config`, ...local, headers: { code: admin } })).json().data;
    current.document.server.connectors.legado = { type: 'postgres', url: secretUrl };
    const saved = await call(t.app, {
      method: 'PUT', url: `${base}/config`, ...local,
      headers: { code: admin, 'if-match': `"${current.version}"` },
      payload: { document: current.document, comment: 'conector legado' },
    });
    expect(saved.statusCode).toBe(200);
    const created = await call(t.app, { method: 'POST', url: `${base}/api-keys`, ...local, headers: { code: admin }, payload: { name: 'CI' } });
    const { port } = t.app.server.address() as AddressInfo;
    env = { PORTAL_URL: `http://localhost:${port}`, PORTAL_API_KEY: created.json().data.key };
    dir = mkdtempSync(path.join(os.tmpdir(), 'tenant-cli-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('pulls the published config with its $schema, pushes an edit as a new version, and the portal serves it at once', async () => {
    const pulled = await tenantCli(['pull', file('tenant.json')], env);
    expect(pulled.code).toBe(0);
    expect(pulled.stderr).toContain('Versão 2 (salva por admin@demo.com.br');
    const text = readFileSync(file('tenant.json'), 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "company": {\n    "id": "local"');
    const document = JSON.parse(text);
    expect(document.$schema).toBe(`${env.PORTAL_URL}/schemas/tenant-config.schema.json`);
    expect(document.server.connectors.legado.url).toBe(secretMask);

    document.company.appTitle = 'Portal publicado pela CLI';
    writeFileSync(file('tenant.json'), JSON.stringify(document, null, 2));
    const pushed = await tenantCli(['push', file('tenant.json')], { ...env, GIT_COMMIT_MESSAGE: 'Título novo\n\ncorpo do commit' });
    expect(pushed).toMatchObject({ code: 0, stdout: 'Publicada a versão 3 (a anterior era a 2).\n' });

    const cache = await fetch(`${env.PORTAL_URL}/cache/localhost.json`);
    expect((await cache.json()).appTitle).toBe('Portal publicado pela CLI');
    const stored = await t.app.configStore.current('local');
    expect(stored).toMatchObject({ version: 3, author: 'chave de API "CI"', comment: 'Título novo\n\ncorpo do commit' });
    expect(stored.document.server.connectors?.legado).toEqual({ type: 'postgres', url: secretUrl });
    expect(stored.document).not.toHaveProperty('$schema');
  });

  it('pulls to stdout when no file is given', async () => {
    const pulled = await tenantCli(['pull'], env);
    expect(pulled.code).toBe(0);
    expect(JSON.parse(pulled.stdout).company.id).toBe('local');
    expect(pulled.stderr).toMatch(/^Versão \d+ .* gravada em saída padrão\.\n$/);
  });

  it('validates a file on the server: every problem at its path in pt-BR, warnings marked, exit 1 when invalid', async () => {
    const document = readJson('tenant.json');
    document.company.appTitle = 5;
    writeFileSync(file('bad.json'), JSON.stringify(document));
    const bad = await tenantCli(['validate', file('bad.json')], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Configuração inválida: 1 problema.');
    expect(bad.stderr).toContain('/company/appTitle: deve ser um texto');

    document.company.appTitle = 'Portal';
    document.company.style.color.primary = '#ffee00';
    writeFileSync(file('warn.json'), JSON.stringify(document));
    const warned = await tenantCli(['validate', file('warn.json')], env);
    expect(warned.code).toBe(0);
    expect(warned.stdout).toMatch(/^Configuração válida, com \d+ avisos?:\n/);
    expect(warned.stdout).toMatch(/\n\/company\/style\/color\/primary: A cor primária \(#ffee00\) .* \(aviso\)\n/);
  });

  it('refuses a push edited from a stale version and says who saved in between; nothing is published', async () => {
    const before = (await t.app.configStore.current('local')).version;
    const stale = await tenantCli(['push', file('tenant.json'), '--if-match', '2', '--comment', 'antiga'], env);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain(`A configuração foi alterada por chave de API "CI" (versão ${before}`);
    // When, as people read it ('02/12/2026 00:07', São Paulo time), not an ISO instant.
    expect(stale.stderr).toMatch(new RegExp(`\\(versão ${before}, \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\)`));
    expect(stale.stderr).toContain('Nada foi publicado.');
    expect((await t.app.configStore.current('local')).version).toBe(before);

    const invalid = await tenantCli(['push', file('bad.json'), '--comment', 'quebrada'], env);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('A configuração tem erros e não foi salva.\n/company/appTitle: deve ser um texto');
    expect((await t.app.configStore.current('local')).version).toBe(before);
  });

  it('explains a missing key or URL, a wrong key, an unreadable or broken file and an unreachable server', async () => {
    const noKey = await tenantCli(['pull'], { PORTAL_URL: env.PORTAL_URL });
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('Defina PORTAL_API_KEY');
    expect((await tenantCli(['pull'], { PORTAL_API_KEY: 'x' })).stderr).toContain('Defina PORTAL_URL');

    const wrongKey = await tenantCli(['pull'], { ...env, PORTAL_API_KEY: 'ptk_errada' });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain('(HTTP 401): Chave de API inválida ou revogada.');

    writeFileSync(file('broken.json'), '{\n  "company": {\n    "id": "local",\n  }\n}\n');
    const broken = await tenantCli(['validate', file('broken.json')], env);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('não é um JSON válido: erro na linha 4, coluna 3');
    const missing = await tenantCli(['push', file('nao-existe.json')], env);
    expect(missing.stderr).toContain('nao-existe.json: o arquivo não existe.');

    const down = await tenantCli(['pull'], { ...env, PORTAL_URL: `http://127.0.0.1:${await closedPort()}` });
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/Não foi possível conectar ao portal em http:\/\/127\.0\.0\.1:\d+ \(conexão recusada\)/);
  });
});
