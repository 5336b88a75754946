import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Automation, AutomationInput, AutomationPage, PageQuery } from '../../../schemas/admin-operations';
import { EmptyBody } from '../../../schemas/empty-body';
import { recordAdminWrite } from '../../admin/admin-audit';
import { requirePermission } from '../../admin/admin-auth';
import { NotificationAutomations, sendAutomation } from '../../admin/notification-automations';
import { ok, okSchema } from '../../http/reply';

const params = Type.Object({ id: Type.String() });
const autoParams = Type.Object({ id: Type.String(), autoId: Type.String({ pattern: '^[0-9a-fA-F-]{36}$' }) });

/**
 * Notification automation (issue 10): GET (search, paged) and POST notification-automations, PUT and DELETE
 * notification-automations/{autoId}, and POST notification-automations/{autoId}/send -> {sent}. Every write is
 * audited.
 */
const notificationAutomations: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/v1/session/app/:id/notification-automations';
  const store = new NotificationAutomations(app.db);
  app.addHook('onRequest', requirePermission('notifications'));

  const audit = (request: Parameters<typeof recordAdminWrite>[1], action: string, detail: Record<string, unknown>) =>
    recordAdminWrite(app.db, request, { tenantId: request.tenant.id, actor: request.adminActor, action, detail, at: app.now() });

  app.get(base, { schema: { params, querystring: PageQuery, response: okSchema(AutomationPage) } }, async (request) => {
    const { search, page = 1, limit = 50 } = request.query;
    return ok(await store.list(request.tenant.id, { search, page, limit }));
  });

  app.post(base, { schema: { params, body: AutomationInput, response: okSchema(Automation) } }, async (request) => {
    const created = await store.create(request.tenant.id, request.body, request.adminActor.label, app.now());
    await audit(request, 'notificationAutomation.create', { id: created.id, name: created.name });
    return ok(created);
  });

  app.put(`${base}/:autoId`, { schema: { params: autoParams, body: AutomationInput, response: okSchema(Automation) } }, async (request) => {
    const updated = await store.update(request.tenant.id, request.params.autoId, request.body, app.now());
    await audit(request, 'notificationAutomation.update', { id: updated.id, name: updated.name });
    return ok(updated);
  });

  app.delete(`${base}/:autoId`, { schema: { params: autoParams, response: okSchema(Type.Object({ deleted: Type.Boolean() })) } }, async (request) => {
    const name = await store.remove(request.tenant.id, request.params.autoId);
    await audit(request, 'notificationAutomation.delete', { id: request.params.autoId, name });
    return ok({ deleted: true });
  });

  app.post(
    `${base}/:autoId/send`,
    {
      schema: {
        params: autoParams,
        body: EmptyBody,
        response: okSchema(Type.Object({ sent: Type.Integer(), identifier: Type.String() }, { additionalProperties: false })),
      },
    },
    async (request) => {
      const automation = await store.get(request.tenant.id, request.params.autoId);
      const result = await sendAutomation(app, request.tenant, automation);
      await audit(request, 'notificationAutomation.send', { id: automation.id, name: automation.name, channels: automation.channels, ...result });
      return ok(result);
    },
  );
};

export default notificationAutomations;
