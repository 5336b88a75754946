import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface ChildApp {
  port: number;
  /** Its job runner's id (jobs.runner_id while it runs a job). */
  runner: string;
  process: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** kill -9: no shutdown hook runs, its connections just close. */
  kill(): Promise<void>;
  /** A graceful stop. */
  stop(): Promise<void>;
}

const script = path.resolve('tests/api/support/app-process.ts');
/** Every child started here and not yet exited, so a failed start-up leaves none behind. */
const started = new Set<ChildProcess>();

/** SIGKILLs every child process this module started that is still running. */
export async function killChildApps(): Promise<void> {
  await Promise.all(
    [...started].map((child) => {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      if (child.exitCode !== null || child.signalCode !== null) return undefined;
      child.kill('SIGKILL');
      return exited;
    }),
  );
}

/** Starts tests/api/support/app-process.ts with `env` and waits for its ready line (at most `withinMs`). */
export function startChildApp(env: Record<string, string>, withinMs = 120_000): Promise<ChildApp> {
  // node --import tsx: one process (the tsx CLI would run the server in a grandchild that SIGKILL misses).
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, NODE_ENV: 'test', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => started.delete(child));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child app not ready in ${withinMs} ms: ${stderr}`));
    }, withinMs);
    void exited.then(() => reject(new Error(`child app exited: ${stderr}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      const { port, runner } = JSON.parse(line) as { port: number; runner: string };
      resolve({
        port,
        runner,
        process: child,
        exited,
        async kill() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
