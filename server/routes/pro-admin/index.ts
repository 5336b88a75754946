import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ApiKeys } from '../../admin/api-keys';
import type { AdminActor } from '../../admin/admin-audit';
import { requireTenantAdmin } from '../../admin/admin-auth';
import activity from './activity';
import { ok, okSchema } from '../../http/reply';
import apiKeys from './api-keys';
import config from './config';
import files from './files';
import finance from './finance';
import formAnswers from './form-answers';
import consents from './consents';
import notificationAutomations from './notification-automations';
import operatorTenants from './operator-tenants';
import quotas from './quotas';
import groups from './groups';
import sections from './sections';
import users from './users';
import versions from './versions';

/** GET me: who calls the admin area ('user', 'apiKey') and the permissions it holds. */
const AdminMe = Type.Object(
  { name: Type.String(), kind: Type.String(), permissions: Type.Array(Type.String()) },
  { additionalProperties: false },
);

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls the admin API (set by the pro-admin group's hook). */
    adminActor: AdminActor;
  }
  interface FastifyInstance {
    apiKeys: ApiKeys;
  }
}

/**
 * The pro-admin service group (issue 9): the tenant's config as versions and its API keys under
 * /v1/session/app/{id}/, for the tenant's admins (session) or its API keys; the operators' tenant list.
 */
const proAdmin: FastifyPluginAsync = async (app) => {
  app.decorate('apiKeys', new ApiKeys(app.db, () => app.now()));
  app.decorateRequest('adminActor', null as unknown as AdminActor);
  await app.register(async (tenantAdmin) => {
    tenantAdmin.addHook('onRequest', app.requireTenant);
    tenantAdmin.addHook('onRequest', async (request) => {
      request.adminActor = await requireTenantAdmin(app, app.apiKeys, request);
    });
    // Who the caller is in the admin area and what it may open (the screens show only those sections).
    tenantAdmin.get('/v1/session/app/:id/me', { schema: { params: Type.Object({ id: Type.String() }), response: okSchema(AdminMe) } }, async (request) =>
      ok({ name: request.adminActor.label, kind: request.adminActor.kind, permissions: request.adminActor.permissions }),
    );
    await tenantAdmin.register(config);
    await tenantAdmin.register(versions);
    await tenantAdmin.register(apiKeys);
    await tenantAdmin.register(finance);
    await tenantAdmin.register(files);
    await tenantAdmin.register(quotas);
    await tenantAdmin.register(activity);
    await tenantAdmin.register(consents);
    await tenantAdmin.register(notificationAutomations);
    await tenantAdmin.register(users);
    await tenantAdmin.register(sections);
    await tenantAdmin.register(groups);
    await tenantAdmin.register(formAnswers);
  });
  await app.register(operatorTenants);
};

export default proAdmin;
