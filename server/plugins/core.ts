import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** The clock for expiries and limits (injectable in tests). */
    now: () => Date;
  }
}

/** Configuration and clock, shared by every plugin. */
export default fp<{ config: ServerConfig; now?: () => Date }>(
  async (app, opts) => {
    app.decorate('config', opts.config);
    app.decorate('now', opts.now ?? (() => new Date()));
  },
  { name: 'core' },
);
