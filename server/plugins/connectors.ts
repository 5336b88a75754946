import cluster from 'node:cluster';
import fp from 'fastify-plugin';
import { ConnectorRegistry } from '../sql/connector-registry';
import { erpFixturesDir } from '../paths';

declare module 'fastify' {
  interface FastifyInstance {
    connectors: ConnectorRegistry;
  }
}

/**
 * Tenant data sources for named queries, opened on first use and closed with the app. A cluster worker
 * (WORKERS > 1) shares DATA_DIR with the others, so it reads embedded ERP databases through its own copy.
 */
export default fp(
  async (app) => {
    const registry = new ConnectorRegistry(app.config.dataDir, erpFixturesDir, cluster.isWorker);
    app.decorate('connectors', registry);
    app.addHook('onClose', () => registry.close());
  },
  { name: 'connectors', dependencies: ['core'] },
);
