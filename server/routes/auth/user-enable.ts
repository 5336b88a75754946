import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isValidEmail, normalizeEmail } from '../../../domain/email';
import { DomainError } from '../../../domain/domain-error';
import { findUserByEmail } from '../../auth/user-queries';
import { ok } from '../../http/reply';

const Query = Type.Object({ id: Type.String(), email: Type.String({ maxLength: 320 }), enable: Type.Boolean() });

/**
 * POST /auth/v1/user/changeEnableByHost?id&email&enable: a host or admin of the tenant enables or disables
 * one of its users (403 #FORBIDDEN otherwise; a host cannot touch an admin, nobody disables themselves).
 * Disabling revokes every session of the user at once.
 */
const userEnable: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v1/user/changeEnableByHost', { schema: { querystring: Query } }, async (request) => {
    const { tenant } = request;
    const { user: caller } = await app.requireGroup(request, ['host', 'admin']);
    const email = normalizeEmail(request.query.email);
    if (!isValidEmail(email)) throw new DomainError('#INVALID_EMAIL');
    const target = await findUserByEmail(app.db, tenant.id, email);
    if (!target) throw new DomainError('#USER_NOT_FOUND');
    if (target.id === caller.id) throw new DomainError('#FORBIDDEN');
    if (target.groups.includes('admin') && !caller.groups.includes('admin')) throw new DomainError('#FORBIDDEN');
    const enabled = request.query.enable;
    if (enabled) await app.accounts.setUserEnabled(tenant.id, email, true);
    else await app.accounts.disableUser(tenant.id, email);
    return ok({ email, enabled });
  });
};

export default userEnable;
