import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { consumeToken } from '../../auth/one-time-tokens';
import { assertCanSignIn, signIn } from '../../auth/sign-in';
import { findUserById } from '../../auth/user-queries';
import { LoginResult } from '../../../schemas/session';
import { ok, replySchemas } from '../../http/reply';

const Params = Type.Object({ id: Type.String(), code: Type.String({ maxLength: 200 }) });

/**
 * GET /auth/v1/app/{id}/federation/login/code/{code}: exchanges a one-time federation code for a session
 * ({user, code}). Unknown, used and expired codes answer alike (400 #INVALID_LINK); rate limited per IP.
 */
const federationCode: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/v1/app/:id/federation/login/code/:code', { schema: { params: Params, response: replySchemas(LoginResult) } }, async (request) => {
    const { tenant } = request;
    await app.rateLimiter.hit('federationCode', tenant.id, request.ip);
    const used = await consumeToken(app.db, tenant.id, 'federation', request.params.code, app.now());
    const user = used?.user_id ? await findUserById(app.db, tenant.id, used.user_id) : undefined;
    if (!user) throw new DomainError('#INVALID_LINK');
    assertCanSignIn(tenant, user);
    return ok(await signIn(app.db, app.sessions, tenant, user.id));
  });
};

export default federationCode;
