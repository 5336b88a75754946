import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isValidEmail, normalizeEmail } from '../../../domain/email';
import { DomainError } from '../../../domain/domain-error';
import { blockedAccessMessage } from '../../../domain/tenant-access';
import { UserExists } from '../../../schemas/session';
import { findUserByEmail } from '../../auth/user-queries';
import { ok, replySchemas } from '../../http/reply';

const Query = Type.Object({ id: Type.String(), email: Type.String({ maxLength: 320 }) });

/** GET /auth/v1/user/exists?id&email: what the login screen needs to pick its next step. Rate limited. */
const userExists: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/v1/user/exists', { schema: { querystring: Query, response: replySchemas(UserExists) } }, async (request) => {
    const { tenant } = request;
    const email = normalizeEmail(request.query.email);
    await app.rateLimiter.hit('userExists', tenant.id, request.ip, email);
    if (!isValidEmail(email)) throw new DomainError('#INVALID_EMAIL');
    const user = await findUserByEmail(app.db, tenant.id, email);
    const hostBlocked = blockedAccessMessage(tenant.document.company, request.tenantHost) !== null;
    const data: UserExists = user
      ? {
          isAdfs: user.is_adfs,
          blocked: user.blocked || user.disabled,
          hostBlocked,
          nick: user.nick,
          status: user.status,
          isLdap: Boolean(user.ldap_domain),
        }
      : { isAdfs: false, blocked: false, hostBlocked, nick: '', status: 'unknown', isLdap: false };
    return ok(data);
  });
};

export default userExists;
