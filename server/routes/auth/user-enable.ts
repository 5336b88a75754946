import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isValidEmail, normalizeEmail } from '../../../domain/email';
import { DomainError } from '../../../domain/domain-error';
import { findUserByEmail } from '../../auth/user-queries';
import { guestOf } from '../../entities/guests';
import { EmptyBody } from '../../../schemas/empty-body';
import { ok, replySchemas } from '../../http/reply';

const Query = Type.Object({ id: Type.String(), email: Type.String({ maxLength: 320 }), enable: Type.Boolean() });

const Changed = Type.Object({ email: Type.String(), enabled: Type.Boolean() }, { additionalProperties: false });

/**
 * POST /auth/v1/user/changeEnableByHost?id&email&enable: an admin of the tenant enables or disables any of its
 * users; a host (not admin) only the guests it created (SPEC §6), anything else 403 #FORBIDDEN like the other
 * guest calls. Nobody disables themselves.
 * Disabling revokes every session of the user at once.
 */
const userEnable: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v1/user/changeEnableByHost', { schema: { querystring: Query, body: EmptyBody, response: replySchemas(Changed) } }, async (request) => {
    const { tenant } = request;
    const { user: caller } = await app.requireGroup(request, ['host', 'admin']);
    const email = normalizeEmail(request.query.email);
    if (!isValidEmail(email)) throw new DomainError('#INVALID_EMAIL');
    // Before the lookup, so a host cannot tell an unknown e-mail from another user's (both 403).
    if (!caller.groups.includes('admin')) await guestOf(app.db, tenant.id, caller.id, email);
    const target = await findUserByEmail(app.db, tenant.id, email);
    if (!target) throw new DomainError('#USER_NOT_FOUND');
    if (target.id === caller.id) throw new DomainError('#FORBIDDEN');
    const enabled = request.query.enable;
    if (enabled) await app.accounts.setUserEnabled(tenant.id, email, true);
    else await app.accounts.disableUser(tenant.id, email);
    return ok({ email, enabled });
  });
};

export default userEnable;
