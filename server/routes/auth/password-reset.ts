import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isValidEmail, normalizeEmail } from '../../../domain/email';
import { DomainError } from '../../../domain/domain-error';
import { loginMessages } from '../../../domain/messages/login';
import { mailMessages } from '../../../domain/messages/mail';
import { issueToken } from '../../auth/one-time-tokens';
import { findUserByEmail } from '../../auth/user-queries';
import { LoginResult } from '../../../schemas/session';
import { objectOrNoBody } from '../../http/optional-body';
import { ok, replySchemas } from '../../http/reply';
import { tenantLink } from '../../mail/links';
import { completePasswordReset } from './password-reset-complete';

const Params = Type.Object({ id: Type.String(), email: Type.String({ maxLength: 320 }) });
/** Asking for the link carries no body (or {}); completing the reset carries the new password. */
const Completion = objectOrNoBody(Type.Object({ password: Type.Optional(Type.String({ maxLength: 1024 })) }));
const Headers = Type.Object({ 'password-hash': Type.Optional(Type.String()) });
/** The link was mailed (the same reply for unknown e-mails), or the reset is complete and the user signed in. */
const Reply = Type.Union([Type.Object({ sent: Type.Boolean() }, { additionalProperties: false }), LoginResult]);

/**
 * POST /auth/v1/general/app/{id}/user/{email}/password: mails a reset link to an active user. The reply is
 * the same `{sent: true}` for unknown e-mails (no reveal); the mail goes out in the background. An LDAP
 * user gets 400 #LDAP_USER: the domain administrator resets it (SPEC §8). The link is
 * `/changePassword?email=&hash=` on the tenant's stored domain. With `password-hash: <token>` and {password}
 * the same route completes the reset (password-reset-complete.ts).
 */
const passwordReset: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v1/general/app/:id/user/:email/password', { schema: { params: Params, headers: Headers, body: Completion, response: replySchemas(Reply) } }, async (request) => {
    const { tenant } = request;
    const company = tenant.document.company;
    const email = normalizeEmail(request.params.email);
    const passwordHash = request.headers['password-hash'];
    if (typeof passwordHash === 'string' && passwordHash !== '') {
      await app.rateLimiter.hit('resetComplete', tenant.id, request.ip, email);
      if (passwordHash.length > 200) throw new DomainError('#INVALID_LINK');
      return ok(await completePasswordReset(app, tenant, email, passwordHash, (request.body ?? {}).password));
    }
    await app.rateLimiter.hit('reset', tenant.id, request.ip, email);
    if (!isValidEmail(email)) throw new DomainError('#INVALID_EMAIL');
    const user = await findUserByEmail(app.db, tenant.id, email);
    if (user?.ldap_domain) throw new DomainError('#LDAP_USER', loginMessages.alerts.ldapReset(user.ldap_domain));
    if (user && user.status === 'active' && !user.blocked && !user.disabled && !user.is_adfs) {
      const lifetimeMs = app.config.resetLinkMinutes * 60_000;
      const token = await issueToken(app.db, tenant.id, 'reset', user.id, app.now(), { lifetimeMs });
      const link = tenantLink(tenant, app.config, '/changePassword', { email, hash: token });
      app.mailer.queue({
        tenant,
        to: email,
        subject: mailMessages.resetSubject(company.appName),
        text: mailMessages.resetText(company.appName, link, app.config.resetLinkMinutes),
      });
    }
    return ok({ sent: true });
  });
};

export default passwordReset;
