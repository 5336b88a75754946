import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDemoPeers } from '../../scripts/peers/demo-peers';

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
    /** The server's DATA_DIR (the files e2e signs an expired URL with the server's development key). */
    e2eDataDir: string;
    /** The built portal the server serves (the tenant-HTML XSS test starts a second server on it). */
    e2ePortalDir: string;
    /** The bench's floor page, bench/bare-react, built the same way (the login JS budget test). */
    e2eBareReactDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${output()}`);
}

type Started = { child: ChildProcess; stop(): void };

async function startServer(port: number, dataDir: string, portalDir: string, peerEnv: Record<string, string>): Promise<Started> {
  let log = '';
  const child = spawn('npx', ['tsx', 'server/index.ts'], {
    cwd: root,
    // One server serves every e2e file, all from 127.0.0.1: the rate limits (tested in tests/api) scaled up.
    env: { ...process.env, ...peerEnv, RATE_LIMIT_FACTOR: '20', PORTAL_DIR: portalDir, PORT: String(port), PUBLIC_PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  try {
    await waitForHealth(`http://127.0.0.1:${port}/health`, child, () => log);
  } catch (error) {
    stop();
    throw error;
  }
  return { child, stop };
}

/** Builds the portal, starts the real server on a free port with a fresh data dir, and stops it after. */
export default async function setup(project: TestProject) {
  // Each run builds into its own directory, so runs side by side never serve each other's half-written bundle.
  const portalDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-dist-'));
  const bareReactDir = mkdtempSync(path.join(tmpdir(), 'bare-react-e2e-dist-'));
  const removeBuilds = () => {
    rmSync(portalDir, { recursive: true, force: true });
    rmSync(bareReactDir, { recursive: true, force: true });
  };
  let stopServer: () => Promise<void>;
  try {
    stopServer = await buildAndStart(project, portalDir, bareReactDir);
  } catch (error) {
    // A failed setup gets no teardown: its two builds (about 30 MB) would stay in the temp directory.
    removeBuilds();
    throw error;
  }
  return async () => {
    await stopServer();
    removeBuilds();
  };
}

/** Builds both pages into the given directories and starts the server; returns what stops it (builds stay). */
async function buildAndStart(project: TestProject, portalDir: string, bareReactDir: string): Promise<() => Promise<void>> {
  // The bundle that ships: under vitest's NODE_ENV=test, Vite builds React's development bundle (StrictMode's double
  // effects, development warnings, a React chunk twice the size), which `npm start` never serves.
  const production = { cwd: root, stdio: 'inherit' as const, env: { ...process.env, NODE_ENV: 'production' } };
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', portalDir, '--emptyOutDir'], production);
  execFileSync('npx', ['tsx', 'bench/bare-pages.ts', 'bare-react', bareReactDir], production);
  const port = await freePort();
  // The demo's identity provider, directory and external-auth verifier, on free ports (seeded through DEMO_*_URL).
  const peers = await startDemoPeers({ portalPort: port, ports: { idp: await freePort(), ldap: await freePort(), verifier: await freePort() } });
  if (Object.keys(peers.env).length < 3) {
    await peers.stop();
    throw new Error(peers.notes.join('\n'));
  }
  // A first start creates and seeds PGlite; on a busy machine that can exceed Fastify's plugin timeout,
  // so a start that exits before it is healthy is tried again, each time on a fresh data dir.
  let server: Started | undefined;
  let dataDir = '';
  let lastError: unknown;
  for (let attempt = 1; attempt <= 3 && !server; attempt += 1) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-data-'));
    try {
      server = await startServer(port, dataDir, portalDir, peers.env);
    } catch (error) {
      lastError = error;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!server) {
    await peers.stop();
    throw lastError;
  }
  const { child, stop } = server;
  project.provide('e2ePort', port);
  project.provide('e2eDataDir', dataDir);
  project.provide('e2ePortalDir', portalDir);
  project.provide('e2eBareReactDir', bareReactDir);
  return async () => {
    stop();
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
    await peers.stop();
  };
}
