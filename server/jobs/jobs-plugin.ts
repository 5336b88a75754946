import fp from 'fastify-plugin';
import { JobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/** Batch SQL jobs: the runner starts with the app and, before the database closes, re-queues its jobs. */
export default fp<{ sweepMs?: number }>(
  async (app, opts) => {
    const runner = new JobRunner({
      db: app.db,
      connectors: app.connectors,
      tenants: app.tenants,
      now: () => app.now(),
      log: app.log,
      sweepMs: opts.sweepMs,
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', () => runner.start());
    app.addHook('preClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['core', 'db', 'tenancy', 'connectors'] },
);
