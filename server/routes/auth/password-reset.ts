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
 * POST /auth/v1/general/app/{id}/user/{email}/password: mails a reset link to an active user. The reply is
 * the same `{sent: true}` for unknown e-mails (no reveal); the mail goes out in the background. An LDAP
 * user gets 400 #LDAP_USER: the domain administrator resets it (SPEC §8).
 */
const passwordReset: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v1/general/app/:id/user/:email/password', { schema: { params: Params } }, async (request) => {
    const { tenant } = request;
    const company = tenant.document.company;
    const email = normalizeEmail(request.params.email);
    app.rateLimiter.hit('reset', tenant.id, request.ip, email);
    if (!isValidEmail(email)) throw new DomainError('#INVALID_EMAIL');
    const user = await findUserByEmail(app.db, tenant.id, email);
    if (user?.ldap_domain) throw new DomainError('#LDAP_USER', messages.alerts.ldapReset(user.ldap_domain));
    if (user && user.status === 'active' && !user.blocked && !user.is_adfs) {
      const token = await issueToken(app.db, tenant.id, 'reset', user.id, app.now());
      const link = `${tenantBaseUrl(tenant, app.config)}/changePassword?hash=${token}`;
      app.mailer.queue({
        tenant,
        to: email,
        subject: messages.mail.resetSubject(company.appName),
        text: messages.mail.resetText(company.appName, link),
      });
    }
    return ok({ sent: true });
  });
};

export default passwordReset;
