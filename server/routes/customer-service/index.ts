import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { hasPermission } from '../../../domain/admin-permissions';
import { DomainError } from '../../../domain/domain-error';
import { ChatMessageFrame, SubscribeFrame } from '../../../schemas/realtime';
import { compileSchema } from '../../../schemas/validator';
import { Conversations } from '../../customer-service/conversations';
import { closeWith, onFrames, send } from '../../realtime/frames';

const isSubscribe = compileSchema<SubscribeFrame>(SubscribeFrame);
const isMessage = compileSchema<ChatMessageFrame>(ChatMessageFrame);

/** The socket's URL carries nothing: the tenant and the session code travel in the frames (schemas/realtime.ts). */
const NoQuery = Type.Object({}, { description: 'No query parameters are read.' });

/** Agents: users whose groups grant the admin permission 'users' (the tenant's admin group holds it). */
const agentPermission = 'users';

/**
 * GET /customer-service/v1/socket (issue 11). `subscribe` as on the notifications socket (4403 / 4401 the same)
 * answers `{action:'subscribed', client, agent, messages}` (the user's conversation; for an agent, the tenant's
 * latest messages). A user's `{action:'message', text}` is stored and reaches that user's sockets (topic
 * `cs:<userId>`) and every agent's (`cs-agents`), in every process; an agent answers with `to` (the user's e-mail).
 */
const customerService: FastifyPluginAsync = async (app) => {
  const conversations = new Conversations(app.db);
  app.addHook('onRequest', app.requireTenant);
  app.get('/v1/socket', { websocket: true, schema: { querystring: NoQuery } }, (socket, request) => {
    const tenant = request.tenant;
    let me: { id: string; email: string; agent: boolean } | null = null;
    onFrames(
      socket,
      async (frame) => {
        if (me && isMessage.check(frame)) {
          if (!frame.text.trim()) return false;
          const fromAgent = frame.to !== undefined;
          if (fromAgent && !me.agent) throw new DomainError('#FORBIDDEN');
          const customer = fromAgent ? await conversations.customer(tenant.id, frame.to!) : me;
          if (!customer) throw new DomainError('#USER_NOT_FOUND');
          const message = await conversations.add(tenant.id, customer, fromAgent, me.email, frame.text.trim(), app.now());
          await Promise.all([
            app.realtime.publish(tenant.id, `cs:${customer.id}`, { action: 'message', message }),
            app.realtime.publish(tenant.id, 'cs-agents', { action: 'message', message }),
          ]);
          return true;
        }
        if (!isSubscribe.check(frame)) return false;
        if (frame.app !== tenant.id) return (closeWith(socket, 'forbidden'), true);
        const record = await app.realtime.sessionSockets.userSession(tenant, frame.code);
        if (!record) return (closeWith(socket, 'invalidSession'), true);
        const agent = hasPermission(record.user.groups, tenant.document.company.admin?.permissions, agentPermission);
        const messages = await conversations.history(tenant.id, agent ? null : record.user.id);
        if (socket.readyState !== socket.OPEN) return true;
        app.realtime.hub.leaveAll(socket);
        me = { id: record.user.id, email: record.user.email, agent };
        app.realtime.sessionSockets.track(socket, tenant.id, frame.code, record);
        // An agent's own conversation reaches it through cs-agents already: one topic, no duplicate.
        app.realtime.subscribe(socket, tenant.id, agent ? 'cs-agents' : `cs:${me.id}`);
        send(socket, { action: 'subscribed', ...(frame.client ? { client: frame.client } : {}), agent, messages });
        return true;
      },
      (error) => request.log.error({ err: error }, 'customer-service socket frame failed'),
    );
  });
};

export default customerService;
