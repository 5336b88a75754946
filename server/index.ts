import { serverMessages } from '../domain/messages/server';
import { buildApp } from './app';
import { loadConfig } from './config';
import { demoLoginLines } from './demo-logins';
import { scaledRateLimits } from './plugins/rate-limit';

/** The server process: env config, migrate + seed, listen, print the URL and demo logins, stop cleanly. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    rateLimits: scaledRateLimits(config.rateLimitFactor),
  });
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  const lines = [serverMessages.listening(`http://localhost:${port}`), serverMessages.demoLogins, ...demoLoginLines(port)];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  void warmConnectors(app);

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, serverMessages.shuttingDown);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
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
