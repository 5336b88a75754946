import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { adminOperationsMessages } from '../../../domain/messages/admin-operations';
import { quotaNames } from '../../../domain/quotas';
import { QuotaChange, QuotaReport } from '../../../schemas/admin-operations';
import { requirePermission } from '../../admin/admin-auth';
import { quotaReport } from '../../admin/quotas';
import { ok, okSchema } from '../../http/reply';
import type { Tenant } from '../../tenancy/tenant-registry';
import { expectedVersion, ifMatchHeaders, publishConfig, versionTag } from './publish';

const params = Type.Object({ id: Type.String() });

/**
 * GET quotas and PUT quotas (issue 10): the tenant's limits (users, storage bytes, named queries per minute) with
 * their use. The limits live in the config's server part, so a change is a new config version (optional If-Match).
 */
const quotas: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/v1/session/app/:id/quotas';
  app.addHook('onRequest', requirePermission('quotas'));

  async function send(reply: FastifyReply, tenant: Tenant) {
    const [row] = await app.db.query<{ version: number }>('SELECT version FROM tenants WHERE tenant_id = $1', [tenant.id]);
    const version = row?.version ?? 1;
    void reply.header('etag', versionTag(version));
    return ok({ version, ...(await quotaReport(app.db, tenant, app.now())) });
  }

  app.get(base, { schema: { params, response: okSchema(QuotaReport) } }, async (request, reply) => send(reply, request.tenant));

  app.put(base, { schema: { params, headers: ifMatchHeaders, body: QuotaChange, response: okSchema(QuotaReport) } }, async (request, reply) => {
    const expected = request.headers['if-match'] ? expectedVersion(request) : undefined;
    const current = await app.configStore.current(request.tenant.id);
    const document = structuredClone(current.document);
    const limits = { ...document.server.quotas };
    const text = adminOperationsMessages.quotas;
    const changed: string[] = [];
    for (const name of quotaNames) {
      const value = request.body[name];
      if (value === undefined) continue;
      if (value === null) delete limits[name];
      else limits[name] = value;
      changed.push(`${text[name]} ${value === null ? text.none : value}`);
    }
    if (changed.length === 0) return send(reply, request.tenant);
    if (Object.keys(limits).length > 0) document.server.quotas = limits;
    else delete document.server.quotas;
    await publishConfig(app, request, {
      submitted: document,
      comment: text.comment(changed),
      expectedVersion: expected ?? current.version,
      action: 'quotas.update',
      detail: { quotas: limits },
    });
    return send(reply, app.tenants.get(request.tenant.id) ?? request.tenant);
  });
};

export default quotas;
