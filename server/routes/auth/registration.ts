import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isValidEmail, normalizeEmail } from '../../../domain/email';
import { DomainError } from '../../../domain/error-codes';
import { messages } from '../../../domain/messages';
import { issueToken } from '../../auth/one-time-tokens';
import { findUserByEmail } from '../../auth/user-queries';
import { ok } from '../../http/reply';
import { tenantBaseUrl } from '../../mail/links';

const Params = Type.Object({ id: Type.String(), email: Type.String({ maxLength: 320 }) });

/**
 * POST /auth/v1/general/app/{id}/user/{email} with `send-email: true`: creates the user (pending) and mails a
 * registration link built from the tenant's stored domain. Completing it (`created-hash`) is a later issue.
 */
const registration: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v1/general/app/:id/user/:email', { schema: { params: Params } }, async (request) => {
    const { tenant } = request;
    const company = tenant.document.company;
    if (request.headers['send-email'] !== 'true') throw new DomainError('#VALIDATION');
    if (!company.selfRegistration?.enabled) throw new DomainError('#SELF_REGISTRATION_DISABLED');
    const email = normalizeEmail(request.params.email);
    app.rateLimiter.hit('register', tenant.id, request.ip, email);
    if (!isValidEmail(email)) throw new DomainError('#INVALID_EMAIL');
    const existing = await findUserByEmail(app.db, tenant.id, email);
    if (existing && existing.status !== 'pendingByDirectHash') throw new DomainError('#USER_EXISTS');
    const token = await app.db.transaction(async (tx) => {
      const [user] = await tx.query<{ id: string }>(
        `INSERT INTO users (tenant_id, email, status) VALUES ($1, $2, 'pendingByDirectHash')
         ON CONFLICT (tenant_id, email) DO UPDATE SET updated_at = now() RETURNING id`,
        [tenant.id, email],
      );
      return issueToken(tx, tenant.id, 'register', user?.id ?? null, app.now());
    });
    const link = `${tenantBaseUrl(tenant, app.config)}/register?hash=${token}`;
    app.mailer.queue({
      tenant,
      to: email,
      subject: messages.mail.registrationSubject(company.appName),
      text: messages.mail.registrationText(company.appName, link),
    });
    return ok({ sent: true });
  });
};

export default registration;
