import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { serverMessages } from '../domain/messages/server';
import { serveClusterMetrics } from './plugins/metrics-cluster';

/** A pino-shaped JSON line from the primary (it has no Fastify logger). */
export function logLine(level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> = {}): void {
  const levels = { info: 30, warn: 40, error: 50 };
  process.stdout.write(`${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, hostname: os.hostname(), msg, ...extra })}\n`);
}

/**
 * How many server processes to run: WORKERS (default: the core count) on PostgreSQL; always 1 on PGlite (an
 * embedded database belongs to one process), with a log line when more were asked for.
 */
export function workerCount(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): number {
  const raw = env.WORKERS?.trim();
  const asked = raw ? Number(raw) : databaseUrl ? os.availableParallelism() : 1;
  if (!Number.isInteger(asked) || asked < 1 || asked > 256) throw new Error(`WORKERS inválido: ${raw} (1 a 256)`);
  if (asked > 1 && !databaseUrl) {
    if (raw) logLine('warn', serverMessages.workersNeedPostgres(asked));
    return 1;
  }
  return asked;
}

/**
 * The cluster primary: starts one worker and waits until it listens (it runs the migrations and the seed
 * alone), then the others on the same port; replaces a worker that dies; on SIGTERM/SIGINT passes SIGTERM to
 * every worker (each drains and stops, index.ts) and exits 0 once they all exited cleanly.
 */
export async function runPrimary(workers: number, forceExitMs: number): Promise<void> {
  logLine('info', serverMessages.clusterStarting(workers));
  serveClusterMetrics();
  let stopping = false;
  const failed = new Set<number>();
  const fork = () => cluster.fork({ PORTAL_WORKER_INDEX: String(Object.keys(cluster.workers ?? {}).length) });

  const first = fork();
  const listening = await new Promise<boolean>((resolve) => {
    first.once('listening', () => resolve(true));
    first.once('exit', () => resolve(false));
  });
  if (!listening) {
    logLine('error', serverMessages.workerFailedToStart);
    process.exit(1);
  }
  cluster.on('listening', (worker: Worker) => logLine('info', serverMessages.workerListening(worker.process.pid ?? 0)));
  logLine('info', serverMessages.workerListening(first.process.pid ?? 0));
  for (let i = 1; i < workers; i += 1) fork();

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) {
      if (code !== 0) failed.add(worker.process.pid ?? 0);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed.size === 0 ? 0 : 1);
      return;
    }
    logLine('warn', serverMessages.workerExited(worker.process.pid ?? 0, code, signal));
    fork();
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logLine('info', serverMessages.shuttingDown, { signal });
    setTimeout(() => process.exit(1), forceExitMs).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
