import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { DomainError } from '../../../domain/domain-error';
import { ReadFrame, SubscribeFrame } from '../../../schemas/realtime';
import { compileSchema } from '../../../schemas/validator';
import { closeWith, onFrames, send } from '../../realtime/frames';
import { markNotificationRead } from '../../realtime/notification-read';

const isSubscribe = compileSchema<SubscribeFrame>(SubscribeFrame);
const isRead = compileSchema<ReadFrame>(ReadFrame);

/** The socket's URL carries nothing: the tenant and the session code travel in the frames (schemas/realtime.ts). */
const NoQuery = Type.Object({}, { description: 'No query parameters are read.' });

/**
 * GET /notifications/v1/socket (issue 11): `subscribe` with the session code joins the user's topic and answers the
 * unread count; `read` marks one read and reaches every socket of the user; new notifications are pushed. Another
 * tenant's `app` closes 4403, a dead or public session 4401; anything else malformed answers #INVALID_FRAME.
 */
const notificationSocket: FastifyPluginAsync = async (app) => {
  app.get('/v1/socket', { websocket: true, schema: { querystring: NoQuery } }, (socket, request) => {
    const tenant = request.tenant;
    let userId: string | null = null;
    onFrames(
      socket,
      async (frame) => {
        const subscribe = isSubscribe.check(frame);
        if (!subscribe && !(userId && isRead.check(frame))) return false;
        const { app: tenantId, code } = frame as SubscribeFrame | ReadFrame;
        if (tenantId !== tenant.id) return (closeWith(socket, 'forbidden'), true);
        const record = await app.realtime.sessionSockets.userSession(tenant, code);
        if (!record) return (closeWith(socket, 'invalidSession'), true);
        if (subscribe) {
          const [{ unread } = { unread: 0 }] = await app.db.query<{ unread: number }>(
            'SELECT count(*)::int AS unread FROM notifications WHERE tenant_id = $1 AND user_id = $2 AND read_at IS NULL',
            [tenant.id, record.user.id],
          );
          if (socket.readyState !== socket.OPEN) return true;
          app.realtime.hub.leaveAll(socket);
          userId = record.user.id;
          app.realtime.sessionSockets.track(socket, tenant.id, code, record);
          app.realtime.subscribe(socket, tenant.id, `user:${userId}`);
          send(socket, { action: 'subscribed', ...(frame.client ? { client: frame.client } : {}), unread });
          return true;
        }
        const { identifier } = frame as ReadFrame;
        if (!(await markNotificationRead(app, tenant.id, record.user.id, identifier))) throw new DomainError('#NOT_FOUND');
        return true;
      },
      (error) => request.log.error({ err: error }, 'notification socket frame failed'),
    );
  });
};

export default notificationSocket;
