import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { ok, replySchemas } from '../../http/reply';
import { sessionCode } from '../../plugins/sessions';

const Position = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { additionalProperties: false },
);

/**
 * POST /auth/v1/session/app/{id}/user/geolocation: the browser's position (SPEC §3 User session geolocation,
 * asked after login with SPEC §7 timeout 10000 ms and max age 300000 ms) stored on the caller's session; the
 * session replies (validate, user/session) carry it from then on. Another tenant's id is 403 (tenancy).
 */
const sessionGeolocation: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/session/app/:id/user/geolocation',
    {
      schema: {
        params: Type.Object({ id: Type.String() }),
        body: Position,
        response: replySchemas(Type.Object({ geolocation: Position })),
      },
    },
    async (request) => {
      await app.requireUserSession(request);
      const stored = await app.sessions.setPosition(request.tenant, sessionCode(request) as string, request.body);
      if (!stored) throw new DomainError('#INVALID_SESSION');
      return ok({ geolocation: request.body });
    },
  );
};

export default sessionGeolocation;
