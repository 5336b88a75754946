import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import type { DirectHashPayload } from '../../auth/direct-hashes';
import { peekToken } from '../../auth/one-time-tokens';
import { assertCanSignIn, signIn } from '../../auth/sign-in';
import { findUserById } from '../../auth/user-queries';
import { EmptyBody } from '../../../schemas/empty-body';
import { UserSession } from '../../../schemas/session';
import { ok, replySchemas } from '../../http/reply';

const Params = Type.Object({ id: Type.String(), hash: Type.String({ maxLength: 200 }) });

/** A session and what the link opens; `json` is whatever the issuer handed in (open by contract). */
const Opened = Type.Object(
  { user: UserSession, code: Type.String(), title: Type.String(), script: Type.String(), json: Type.Unknown() },
  { additionalProperties: false },
);

/**
 * POST /auth/v1/general/app/{id}/user/directHash/{hash}: signs the link's user in and answers
 * {user, code, title, script, json}. Unknown and expired hashes answer alike (400 #INVALID_LINK); rate limited per IP.
 */
const directHashOpen: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v1/general/app/:id/user/directHash/:hash', { schema: { params: Params, body: EmptyBody, response: replySchemas(Opened) } }, async (request) => {
    const { tenant } = request;
    await app.rateLimiter.hit('directHash', tenant.id, request.ip);
    const token = await peekToken(app.db, tenant.id, 'direct-hash', request.params.hash, app.now());
    const user = token?.user_id ? await findUserById(app.db, tenant.id, token.user_id) : undefined;
    if (!token || !user) throw new DomainError('#INVALID_LINK');
    assertCanSignIn(tenant, user);
    const { title, script, json } = token.payload as DirectHashPayload;
    return ok({ ...(await signIn(app.db, app.sessions, tenant, user.id)), title, script, json });
  });
};

export default directHashOpen;
