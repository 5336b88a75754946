import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { listOutbox } from '../../mail/outbox-queries';
import { rawReplySchemas } from '../../http/reply';
import { requestHostname } from '../../tenancy/host';
import { outboxPage } from './outbox-page';

/** One outbox message (mail/outbox-queries.ts OutboxMessage), as tests and the dev page read it. */
const OutboxMessage = Type.Object(
  {
    id: Type.Integer(),
    tenantId: Type.String(),
    to: Type.String(),
    from: Type.String(),
    replyTo: Type.Union([Type.String(), Type.Null()]),
    cc: Type.Array(Type.String()),
    subject: Type.String(),
    text: Type.String(),
    links: Type.Array(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

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
  // QA 'Gravar' (issue 15): the login screen's recording control shows only where this answers (not production).
  app.get('/dev/qa-recording', { schema: { response: rawReplySchemas({ json: Type.Object({ recording: Type.Boolean() }) }) } }, async () => ({
    recording: true,
  }));
  // A bare JSON array (no envelope): a development tool, read by tests.
  app.get('/dev/outbox.json', { schema: { response: rawReplySchemas({ json: Type.Array(OutboxMessage) }) } }, async (request) => items(request));
  app.get('/dev/outbox', { schema: { response: rawReplySchemas({ text: ['text/html'], description: 'The outbox page.' }) } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(outboxPage(await items(request))),
  );
};

export default dev;
