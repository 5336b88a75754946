import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../../domain/domain-error';
import { EmptyBody } from '../../../schemas/empty-body';
import { LoginResult, SessionValidation, type UserSession } from '../../../schemas/session';
import { cachedUserSession } from '../../auth/user-session';
import { objectOrNoBody } from '../../http/optional-body';
import { ok, replySchemas, sendJsonText } from '../../http/reply';
import { sessionCode } from '../../plugins/sessions';
import emailDeliverability from './email-deliverability';
import sessionGeolocation from './session-geolocation';

const Params = Type.Object({ id: Type.String() });

const LoggedOut = Type.Object({ loggedOut: Type.Boolean() }, { additionalProperties: false });

const validateReplies = new WeakMap<UserSession, string>();

/** Session validate, session user and logout. Validation is one indexed lookup: no argon2 here. */
const session: FastifyPluginAsyncTypebox = async (app) => {
  // The signed-in user's own session tools (issue 11): the session's geolocation and the test e-mail.
  await app.register(sessionGeolocation);
  await app.register(emailDeliverability);
  app.post(
    '/v1/general/app/:id/session/validate',
    {
      schema: {
        params: Params,
        // The code in the body or in the session header/cookie: a call may carry no body at all.
        body: objectOrNoBody(Type.Object({ code: Type.Optional(Type.String({ maxLength: 200 })) })),
        response: replySchemas(SessionValidation),
      },
    },
    async (request, reply) => {
      const code = request.body?.code || sessionCode(request);
      if (!code) throw new DomainError('#USER_TOKEN_NOTFOUND');
      const { user, isPublic } = await app.sessions.validate(request.tenant, code);
      const json = cachedUserSession(user, isPublic);
      // The reply of a cached session view is serialized once, by the route's own response serializer (the hot
      // path of every navigation).
      let body = validateReplies.get(json);
      if (body === undefined) {
        body = String(reply.serialize(ok({ isPublic, json, isLdapUser: json.isLdapUser, isAdfsUser: json.isAdfsUser })));
        validateReplies.set(json, body);
      }
      return sendJsonText(reply as FastifyReply, body);
    },
  );

  // Login by token: a public (visitor) session is refused with 401 #PUBLIC_SESSION (SPEC §4).
  app.get('/v1/session/app/:id/user/session', { schema: { params: Params, response: replySchemas(LoginResult) } }, async (request) => {
    const { user } = await app.requireUserSession(request);
    return ok({ code: sessionCode(request) as string, user: cachedUserSession(user, false) });
  });

  app.post('/v1/session/app/:id/logout', { schema: { params: Params, body: EmptyBody, response: replySchemas(LoggedOut) } }, async (request) => {
    const code = sessionCode(request);
    if (!code) throw new DomainError('#USER_TOKEN_NOTFOUND');
    await app.sessions.revoke(request.tenant, code);
    return ok({ loggedOut: true });
  });
};

export default session;
