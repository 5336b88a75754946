import type { FastifyInstance } from 'fastify';
import { portalTimeZone } from '../../domain/activity-chart';
import { formatDateTime } from '../../domain/dates';
import { dynamicFormMessages } from '../../domain/messages/dynamic-forms';
import type { Tenant } from '../tenancy/tenant-registry';

/** E-mails a form link to its user (in the background, like every mail of ours). */
export function mailFormLink(app: FastifyInstance, tenant: Tenant, to: string, title: string, link: string, expiresAt: Date): void {
  const { mail } = dynamicFormMessages;
  const expires = formatDateTime(expiresAt.toISOString(), portalTimeZone);
  app.mailer.queue({ tenant, to, subject: mail.subject(title), text: mail.text(title, link, expires) });
}
