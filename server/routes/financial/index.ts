import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InvoiceConfig } from '../../../schemas/tenant';
import { ok, replySchemas } from '../../http/reply';

/**
 * The financial service group (SPEC §7 "Others"): GET /v1/session/app/{app}/config answers the tenant's invoice
 * configuration (server.invoice, edited in Administração) to a signed-in user; `{}` when the tenant has none.
 */
const financial: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);
  app.get('/v1/session/app/:app/config', { schema: { params: Type.Object({ app: Type.String() }), response: replySchemas(InvoiceConfig) } }, async (request) => {
    await app.requireUserSession(request);
    return ok(request.tenant.document.server.invoice ?? {});
  });
};

export default financial;
