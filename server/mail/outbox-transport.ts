import type { Transport, SentMessageInfo } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import type { Db } from '../db/db';
import { extractLinks } from './links';

export const tenantHeader = 'x-portal-tenant';

/** A nodemailer transport that keeps each message in the outbox table (the default outside SMTP_URL). */
export function outboxTransport(db: Db, now: () => Date): Transport<SentMessageInfo> {
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail: MailMessage, callback) {
      const data = mail.data;
      const headers = (data.headers ?? {}) as Record<string, string>;
      const text = typeof data.text === 'string' ? data.text : '';
      db.query<{ id: number }>(
        `INSERT INTO outbox (tenant_id, to_address, subject, text_body, links, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [headers[tenantHeader] ?? '', String(data.to ?? ''), data.subject ?? '', text, extractLinks(text), now()],
      ).then(
        ([row]) => callback(null, { messageId: `outbox-${row?.id}`, envelope: mail.message.getEnvelope() }),
        (error: Error) => callback(error, undefined),
      );
    },
  };
}
