import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { publicVisitorId } from '../../auth/public-visitor';
import { loadUserSession } from '../../auth/user-queries';
import { toUserSession } from '../../auth/user-session';
import { EmptyBody } from '../../../schemas/empty-body';
import { LoginResult } from '../../../schemas/session';
import { ok, replySchemas } from '../../http/reply';

/**
 * POST /auth/v1/general/app/{id}/session/public: a visitor session for the modules flagged role.showLogin
 * (SPEC §6). data {code, user} with user.isPublic true and no groups; validate reports isPublic, and login by
 * token refuses it. Rate limited per IP (each call stores a session).
 */
const publicSession: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v1/general/app/:id/session/public', { schema: { params: Type.Object({ id: Type.String() }), body: EmptyBody, response: replySchemas(LoginResult) } }, async (request) => {
    const { tenant } = request;
    await app.rateLimiter.hit('publicSession', tenant.id, request.ip);
    const visitorId = await publicVisitorId(app.db, tenant.id);
    const code = await app.sessions.create(tenant, visitorId, true);
    const row = await loadUserSession(app.db, tenant, visitorId);
    if (!row) throw new DomainError('#ERRO_LOGIN_PUBLIC');
    return ok({ code, user: toUserSession(row, true) });
  });
};

export default publicSession;
