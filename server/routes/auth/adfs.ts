import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { issueToken } from '../../auth/one-time-tokens';
import { ok } from '../../http/reply';
import { tenantBaseUrl } from '../../mail/links';

/**
 * GET /auth/v1/app/{id}/federation/adfs: the tenant's ADFS authorize URL (OAuth2 code flow), with a
 * one-time state and a redirect_uri on the tenant's stored domain.
 */
const adfs: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/v1/app/:id/federation/adfs', { schema: { params: Type.Object({ id: Type.String() }) } }, async (request) => {
    const { tenant } = request;
    const config = tenant.document.server.adfs;
    if (!config) throw new DomainError('#ADFS_NOT_CONFIGURED');
    const state = await issueToken(app.db, tenant.id, 'adfs-state', null, app.now());
    const url = new URL(config.authorizeUrl);
    url.searchParams.set('client_id', config.clientId);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('redirect_uri', `${tenantBaseUrl(tenant, app.config)}${config.redirectPath ?? `/federationLogin/${tenant.id}`}`);
    url.searchParams.set('state', state);
    return ok({ url: url.toString() });
  });
};

export default adfs;
