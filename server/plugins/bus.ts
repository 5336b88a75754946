import fp from 'fastify-plugin';
import { localBus, openPgBus, type Bus } from '../realtime/bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Messages between server processes: PostgreSQL LISTEN/NOTIFY, or in process on PGlite. */
    bus: Bus;
  }
}

/** The bus every process-local cache listens on (sessions, tenants), so a change in one process holds in all. */
export default fp(
  async (app) => {
    const url = app.config.databaseUrl;
    const bus = app.db.kind === 'postgres' && url ? await openPgBus(url, (m) => app.log.info(m)) : localBus();
    app.decorate('bus', bus);
    app.addHook('onClose', () => bus.close());
  },
  { name: 'bus', dependencies: ['core', 'db'] },
);
