import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { PushedNotification } from '../../../schemas/realtime';
import { ok, replySchemas } from '../../http/reply';
import { markNotificationRead } from '../../realtime/notification-read';
import { sanitizeTenantHtml } from '../../tenancy/tenant-html';
import sendRoute from './send';
import notificationSocket from './socket';

interface NotificationRow {
  identifier: string;
  unique_identifier: string;
  module: string | null;
  read: boolean;
  title: string;
  message: string;
  notify: boolean;
  created_at: Date | string;
}

const Params = Type.Object({ id: Type.String() });

/**
 * notifications service group. SPEC §7 "Others": GET /notifications/v1/app/{id}/list?showOnlyNonRead=true
 * -> data [{identifier, uniqueIdentifier, module, read, title, message, notify}] (+ createdAt, ours: when it was sent), newest first, the session
 * user's only. Our design for marking one read outside the websocket: POST /notifications/v1/app/{id}/read
 * body {identifier} -> data {read: true}; an identifier the user does not have is 404 #NOT_FOUND.
 */
const notifications: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);
  await app.register(notificationSocket);
  await app.register(sendRoute);

  app.get(
    '/v1/app/:id/list',
    {
      schema: {
        params: Params,
        querystring: Type.Object({ showOnlyNonRead: Type.Optional(Type.String()) }),
        response: replySchemas(Type.Array(PushedNotification)),
      },
    },
    async (request) => {
      const session = await app.requireUserSession(request);
      const onlyUnread = request.query.showOnlyNonRead === 'true';
      const rows = await app.db.query<NotificationRow>(
        `SELECT identifier, unique_identifier, module, read_at IS NOT NULL AS read, title, message, notify, created_at
         FROM notifications WHERE tenant_id = $1 AND user_id = $2 AND (NOT $3 OR read_at IS NULL)
         ORDER BY created_at DESC, id DESC`,
        [request.tenant.id, session.user.id, onlyUnread],
      );
      return ok(rows.map((r) => ({
        identifier: r.identifier,
        uniqueIdentifier: r.unique_identifier,
        module: r.module,
        read: r.read,
        title: r.title,
        message: sanitizeTenantHtml(r.message),
        notify: r.notify,
        createdAt: new Date(r.created_at).toISOString(),
      })));
    },
  );

  app.post(
    '/v1/app/:id/read',
    {
      schema: {
        params: Params,
        body: Type.Object({ identifier: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: replySchemas(Type.Object({ read: Type.Boolean() }, { additionalProperties: false })),
      },
    },
    async (request) => {
      const session = await app.requireUserSession(request);
      // Every open socket of the user (all tabs, all processes) hears it.
      if (!(await markNotificationRead(app, request.tenant.id, session.user.id, request.body.identifier))) throw new DomainError('#NOT_FOUND');
      return ok({ read: true });
    },
  );
};

export default notifications;
