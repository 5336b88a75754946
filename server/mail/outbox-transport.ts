import type { Transport, SentMessageInfo } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import type { Db } from '../db/db';
import { extractLinks } from './links';

export const tenantHeader = 'x-portal-tenant';

type AddressField = MailMessage['data']['from'];

/** An address field as a header would write it: 'Name <a@b>' for {name, address}, lists joined by ', '. */
function addressText(field: AddressField): string {
  if (!field) return '';
  if (typeof field === 'string') return field;
  if (Array.isArray(field)) return field.map((one) => addressText(one)).join(', ');
  return field.name ? `${field.name} <${field.address}>` : (field.address ?? '');
}

/** The copies (cc) as a list of addresses. */
function addressList(field: MailMessage['data']['cc']): string[] {
  if (!field) return [];
  return (Array.isArray(field) ? field : [field]).map((one) => addressText(one)).filter(Boolean);
}

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
        `INSERT INTO outbox (tenant_id, to_address, subject, text_body, links, created_at, from_address, reply_to, cc)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          headers[tenantHeader] ?? '',
          String(data.to ?? ''),
          data.subject ?? '',
          text,
          extractLinks(text),
          now(),
          addressText(data.from),
          data.replyTo ? addressText(data.replyTo) : null,
          addressList(data.cc),
        ],
      ).then(
        ([row]) => callback(null, { messageId: `outbox-${row?.id}`, envelope: mail.message.getEnvelope() }),
        (error: Error) => callback(error, undefined),
      );
    },
  };
}
