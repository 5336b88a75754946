import type { FastifyInstance } from 'fastify';
import { mailMessages } from '../../domain/messages/mail';
import type { Queryable } from '../db/db';
import { tenantLink } from '../mail/links';
import type { Tenant } from '../tenancy/tenant-registry';
import { issueToken } from './one-time-tokens';

/** A single-use registration token for a user, living REGISTER_LINK_HOURS. */
export function issueRegistrationToken(app: FastifyInstance, db: Queryable, tenantId: string, userId: string | null): Promise<string> {
  return issueToken(db, tenantId, 'register', userId, app.now(), { lifetimeMs: app.config.registerLinkHours * 3_600_000 });
}

/** Mails `/register?email=&hash=` on the tenant's stored domain: a self-registration's text, or a host's guest invitation. */
export function mailRegistrationLink(app: FastifyInstance, tenant: Tenant, email: string, token: string, kind: 'self' | 'guest' = 'self'): void {
  const link = tenantLink(tenant, app.config, '/register', { email, hash: token });
  const appName = tenant.document.company.appName;
  const hours = app.config.registerLinkHours;
  app.mailer.queue(
    kind === 'guest'
      ? { tenant, to: email, subject: mailMessages.guestSubject(appName), text: mailMessages.guestText(appName, link, hours) }
      : { tenant, to: email, subject: mailMessages.registrationSubject(appName), text: mailMessages.registrationText(appName, link, hours) },
  );
}
