import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isValidEmail, normalizeEmail } from '../../../domain/email';
import { DomainError } from '../../../domain/domain-error';
import { assertUserQuota } from '../../admin/quotas';
import { issueRegistrationToken, mailRegistrationLink } from '../../auth/registration-link';
import { completeRegistration } from './registration-complete';
import { findUserByEmail } from '../../auth/user-queries';
import { LoginResult } from '../../../schemas/session';
import { objectOrNoBody } from '../../http/optional-body';
import { ok, replySchemas } from '../../http/reply';

const Params = Type.Object({ id: Type.String(), email: Type.String({ maxLength: 320 }) });
/** Sending the link carries no body (or {}); completing it carries the new user's fields. */
const Completion = objectOrNoBody(
  Type.Object({
    nick: Type.Optional(Type.String({ maxLength: 200 })),
    password: Type.Optional(Type.String({ maxLength: 1024 })),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
  }),
);
const Headers = Type.Object({ 'created-hash': Type.Optional(Type.String()), 'send-email': Type.Optional(Type.String()) });
/** The link was mailed (`send-email`), or the registration is complete and the user signed in (`created-hash`). */
const Reply = Type.Union([Type.Object({ sent: Type.Boolean() }, { additionalProperties: false }), LoginResult]);

/**
 * POST /auth/v1/general/app/{id}/user/{email}
 * - with `send-email: true`: creates the user (pending) and mails a registration link
 *   `/register?email=&hash=` built from the tenant's stored domain;
 * - with `created-hash: <token>` and {nick, password, phone?}: completes it and signs the user in.
 */
const registration: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v1/general/app/:id/user/:email', { schema: { params: Params, headers: Headers, body: Completion, response: replySchemas(Reply) } }, async (request) => {
    const { tenant } = request;
    const company = tenant.document.company;
    const createdHash = request.headers['created-hash'];
    if (typeof createdHash === 'string' && createdHash !== '') {
      const email = normalizeEmail(request.params.email);
      await app.rateLimiter.hit('registerComplete', tenant.id, request.ip, email);
      if (createdHash.length > 200) throw new DomainError('#INVALID_LINK');
      return ok(await completeRegistration(app, tenant, email, createdHash, request.body ?? {}));
    }
    if (request.headers['send-email'] !== 'true') throw new DomainError('#VALIDATION');
    if (!company.selfRegistration?.enabled) throw new DomainError('#SELF_REGISTRATION_DISABLED');
    const email = normalizeEmail(request.params.email);
    await app.rateLimiter.hit('register', tenant.id, request.ip, email);
    if (!isValidEmail(email)) throw new DomainError('#INVALID_EMAIL');
    const existing = await findUserByEmail(app.db, tenant.id, email);
    if (existing && existing.status !== 'pendingByDirectHash') throw new DomainError('#USER_EXISTS');
    const token = await app.db.transaction(async (tx) => {
      await assertUserQuota(tx, tenant, email);
      const [user] = await tx.query<{ id: string }>(
        `INSERT INTO users (tenant_id, email, status) VALUES ($1, $2, 'pendingByDirectHash')
         ON CONFLICT (tenant_id, email) DO UPDATE SET updated_at = now() RETURNING id`,
        [tenant.id, email],
      );
      return issueRegistrationToken(app, tx, tenant.id, user?.id ?? null);
    });
    mailRegistrationLink(app, tenant, email, token);
    return ok({ sent: true });
  });
};

export default registration;
