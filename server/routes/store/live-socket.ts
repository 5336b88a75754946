import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { LiveSubscribeFrame } from '../../../schemas/realtime';
import { compileSchema } from '../../../schemas/validator';
import { closeWith, onFrames, send } from '../../realtime/frames';

const isSubscribe = compileSchema<LiveSubscribeFrame>(LiveSubscribeFrame);

/** The socket's URL carries nothing: the tenant and the session code travel in the frames (schemas/realtime.ts). */
const NoQuery = Type.Object({}, { description: 'No query parameters are read.' });

/**
 * GET /store/v1/live/socket (issue 11): public, no session. `{action:'subscribe', app, live}` joins the topic
 * `live:<id>` of the Host's tenant and answers `{action:'subscribed', live}`; every change the live shop publishes
 * (`app.realtime.publish(tenantId, 'live:<id>', event)`, from any process) arrives as `{action:'live', live, event}`.
 * Another tenant's `app` closes 4403; anything else malformed answers #INVALID_FRAME.
 */
const liveSocket: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireTenant);
  app.get('/v1/live/socket', { websocket: true, schema: { querystring: NoQuery } }, (socket, request) => {
    const tenant = request.tenant;
    onFrames(
      socket,
      async (frame) => {
        if (!isSubscribe.check(frame)) return false;
        if (frame.app !== tenant.id) return (closeWith(socket, 'forbidden'), true);
        app.realtime.subscribe(socket, tenant.id, `live:${frame.live}`);
        send(socket, { action: 'subscribed', live: frame.live });
        return true;
      },
      (error) => request.log.error({ err: error }, 'live socket frame failed'),
    );
  });
};

export default liveSocket;
