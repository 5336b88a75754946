import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { listOutbox } from '../../mail/outbox-queries';
import { requestHostname } from '../../tenancy/host';
import { outboxPage } from './outbox-page';

/**
 * Development only (not registered in production): the mail outbox. Scoped to the host's tenant when the
 * host names one; on a bare address (127.0.0.1) it lists every tenant's mail.
 */
const dev: FastifyPluginAsync = async (app) => {
  const items = async (request: FastifyRequest) => {
    const tenant = app.tenants.forHostname(requestHostname(request.headers, app.config.trustProxy));
    await app.mailer.flush();
    return listOutbox(app.db, tenant?.id);
  };
  app.get('/dev/outbox.json', async (request) => items(request));
  app.get('/dev/outbox', async (request, reply) => reply.type('text/html; charset=utf-8').send(outboxPage(await items(request))));
};

export default dev;
