import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export type ServerProcess = { port: number; pid: number; kill9: () => Promise<void>; stop: () => Promise<void> };

/**
 * Starts the real server (`node --import tsx server/index.ts`) as a child process with `env` on a free port
 * (PORT=0) and resolves once it prints the URL it listens on (at most `boundMs`; its output is kept for the error).
 */
export function startServer(env: Record<string, string>, boundMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: repoRoot,
    env: { ...process.env, WORKERS: '1', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '1000', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: kill9 takes the cluster workers with it
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  let settled = false;
  return new Promise((resolve, reject) => {
    const bound = setTimeout(() => fail(new Error(`server did not listen within ${boundMs} ms:\n${output}`)), boundMs);
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(bound);
      if (child.exitCode === null && child.signalCode === null) process.kill(-(child.pid ?? 0), 'SIGKILL');
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (!match || settled) return;
      settled = true;
      clearTimeout(bound);
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      resolve(handle(child, Number(match[1]), exited));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => fail(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)));
  });
}

function handle(child: ChildProcess, port: number, exited: Promise<void>): ServerProcess {
  return {
    port,
    pid: child.pid ?? 0,
    /** SIGKILL: no shutdown hook runs, nothing is flushed. Resolves when the process is gone. */
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-(child.pid ?? 0), 'SIGKILL');
      await exited;
    },
    /** A clean stop (SIGTERM), for reading the data directory afterwards. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
