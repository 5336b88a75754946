import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { ok } from '../../http/reply';

/**
 * Company config, public part only (the schema's company object: no connectors, SQL or secrets).
 * GET /cache/{domain}.json answers the raw document; GET /core/v1/integration/config/get?id= the envelope.
 */
const config: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);

  app.get('/cache/:file', { schema: { params: Type.Object({ file: Type.String({ pattern: '^[^/]+\\.json$' }) }) } }, async (request) => {
    const domain = request.params.file.slice(0, -'.json'.length).toLowerCase();
    const owner = app.tenants.forHostname(domain);
    if (!owner) throw new DomainError('#ERRO_DOWNLOAD_COMPANY');
    if (owner.id !== request.tenant.id) throw new DomainError('#TENANT_MISMATCH');
    return request.tenant.document.company;
  });

  app.get('/core/v1/integration/config/get', { schema: { querystring: Type.Object({ id: Type.String() }) } }, async (request) =>
    ok(request.tenant.document.company),
  );
};

export default config;
