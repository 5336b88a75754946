import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { ok } from '../../http/reply';
import { publicCompany } from '../../tenancy/tenant-html';

/**
 * Company config, public part only (the schema's company object: no connectors, SQL or secrets), its tenant HTML
 * sanitised on the server (server/tenancy/tenant-html.ts).
 * GET /cache/{domain}.json answers the raw document; GET /core/v1/integration/config/get?id= the envelope.
 */
const config: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);

  app.get('/cache/:file', { schema: { params: Type.Object({ file: Type.String({ pattern: '^[^/]+\\.json$' }) }) } }, async (request) => {
    const domain = request.params.file.slice(0, -'.json'.length).toLowerCase();
    const owner = app.tenants.forHostname(domain);
    if (!owner) throw new DomainError('#ERRO_DOWNLOAD_COMPANY');
    if (owner.id !== request.tenant.id) throw new DomainError('#TENANT_MISMATCH');
    return publicCompany(request.tenant.document);
  });

  app.get('/core/v1/integration/config/get', { schema: { querystring: Type.Object({ id: Type.String() }) } }, async (request) =>
    ok(publicCompany(request.tenant.document)),
  );
};

export default config;
