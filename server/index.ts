import cluster from 'node:cluster';
import { serverMessages } from '../domain/messages/server';
import { buildApp } from './app';
import { runPrimary, workerCount } from './cluster';
import { loadConfig } from './config';
import { demoLoginLines } from './demo-logins';
import { scaledRateLimits } from './plugins/rate-limit';

/** After SIGTERM, /health/ready answers 503 this long before the listener closes (SHUTDOWN_DELAY_MS, default 0). */
const drainDelayMs = Number(process.env.SHUTDOWN_DELAY_MS || 0);

/**
 * The server process: env config, migrate + seed, listen, print the URL and demo logins, stop cleanly. With
 * DATABASE_URL and WORKERS > 1 this process is the cluster primary and each worker runs the rest (server/cluster.ts).
 */
async function main() {
  const config = loadConfig();
  /** After SIGTERM: stop waiting for in-flight requests and exit 1 after this long (SHUTDOWN_TIMEOUT_MS). */
  const forceExitMs = config.shutdownTimeoutMs;
  if (cluster.isPrimary) {
    const workers = workerCount(process.env, config.databaseUrl);
    if (workers > 1) return runPrimary(workers, forceExitMs + 5000);
  }
  const app = await buildApp({
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    rateLimits: scaledRateLimits(config.rateLimitFactor),
  });
  // A cluster worker takes its share of connections as soon as it listens: its embedded ERP databases are
  // built or copied first (the first worker builds them before the primary starts the others).
  if (cluster.isWorker) await warmConnectors(app);
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, serverMessages.shuttingDown);
    const force = setTimeout(() => process.exit(1), forceExitMs);
    force.unref();
    // Readiness fails first; sockets hear 1001 (going away) and reconnect elsewhere; close() then stops the
    // listener, lets in-flight requests finish, and only after them closes the database (onClose hooks).
    app.lifecycle.draining = true;
    const closed = new Promise((resolve) => setTimeout(resolve, drainDelayMs)).then(() => {
      for (const socket of app.websocketServer.clients) socket.close(1001, 'server shutting down');
      return app.close();
    });
    closed.then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  // One process prints its URL once its embedded ERP databases are built or opened (it already answers health
  // checks and stops cleanly): a first sign-in right after never has its 7000 ms connection check wait for a build.
  if (!cluster.isWorker) await warmConnectors(app);
  if (closing) return;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  const lines = [serverMessages.listening(`http://localhost:${port}`), serverMessages.demoLogins, ...demoLoginLines(port)];
  if (cluster.isPrimary || process.env.PORTAL_WORKER_INDEX === '0') process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

/** Opens embedded ERP databases now, so the first login's 7000 ms connection check does not pay for it. */
async function warmConnectors(app: Awaited<ReturnType<typeof buildApp>>) {
  for (const tenant of app.tenants.all()) {
    for (const connector of Object.values(tenant.document.server.connectors ?? {})) {
      if (connector.type !== 'pglite') continue;
      await app.connectors.runner(connector).run('SELECT 1', [], 60_000).catch((err: unknown) => app.log.warn({ err }, 'ERP warm-up failed'));
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
