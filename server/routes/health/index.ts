import type { FastifyPluginAsync } from 'fastify';

/** GET /health: the process is up and its database answers. */
const health: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => {
    await app.db.query('SELECT 1');
    return { status: 'ok' };
  });
};

export default health;
