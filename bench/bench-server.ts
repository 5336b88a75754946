// The bench server as a child process (so its CPU is not the load generator's), on a fresh data directory.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ServerOptions = { port: number; databaseUrl?: string; fixturesDir: string; cpuProfDir?: string };

export function startServer({ port, databaseUrl, fixturesDir, cpuProfDir }: ServerOptions): Promise<ChildProcess> {
  const child = fork(join(import.meta.dirname, 'server-entry.ts'), [], {
    execArgv: ['--import', 'tsx', ...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [])],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')),
      NODE_ENV: 'production',
      // Production refuses to start without a config-secret key: the bench brings a fresh one per run.
      CONFIG_SECRET_KEY: process.env.CONFIG_SECRET_KEY || randomBytes(32).toString('hex'),
      DATABASE_URL: databaseUrl ?? '',
      BENCH_FIXTURES_DIR: fixturesDir,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((ok, fail) => {
    child.once('message', () => ok(child));
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
}

/** SIGTERM, then wait for the exit (the server closes the app; a CPU profile is written on exit). */
export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((ok) => {
    child.once('exit', () => ok());
    child.kill('SIGTERM');
  });
}
