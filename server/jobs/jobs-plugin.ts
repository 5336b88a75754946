import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { JobRunner } from './job-runner';
import { RunnerLiveness } from './runner-liveness';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/**
 * Batch SQL jobs: the runner starts with the app and, before the database closes, re-queues its jobs. On
 * PostgreSQL it holds its liveness lock (runner-liveness.ts) and hears 'jobs.queued' from every process.
 */
export default fp<{ sweepMs?: number }>(
  async (app, opts) => {
    const runnerId = randomUUID();
    const url = app.config.databaseUrl;
    const runner: JobRunner = new JobRunner({
      db: app.db,
      bus: app.bus,
      liveness: app.db.kind === 'postgres' && url ? new RunnerLiveness(url, runnerId, (err) => app.log.warn({ err }, 'job runner lock')) : undefined,
      connectors: app.connectors,
      tenants: app.tenants,
      now: () => app.now(),
      log: app.log,
      sweepMs: opts.sweepMs,
      id: runnerId,
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', () => runner.start());
    app.addHook('preClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['core', 'db', 'bus', 'tenancy', 'connectors'] },
);
