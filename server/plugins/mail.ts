import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { outboxTransport, tenantHeader } from '../mail/outbox-transport';
import type { Tenant } from '../tenancy/tenant-registry';

export interface OutgoingMail {
  tenant: Tenant;
  to: string;
  subject: string;
  text: string;
  /** The sender's name in place of the tenant's (the invoice config's senderName); the address stays the tenant's. */
  fromName?: string;
  replyTo?: string;
  cc?: string[];
}

/** The address in a From such as 'Portal <no-reply@x>' (or the whole text when it is a bare address). */
const addressIn = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/** What the transport said about one message: accepted (outbox row or SMTP 2xx) or refused with its reason. */
export interface MailOutcome {
  accepted: boolean;
  transport: 'outbox' | 'smtp';
  messageId?: string;
  /** The SMTP server's reply line, or the error it gave. */
  response?: string;
}

export interface Mailer {
  /** Sends in the background so a reply does not wait on (or reveal) delivery. */
  queue(mail: OutgoingMail): void;
  /** Sends now and tells whether the transport accepted it for its addressee (/email-deliverability, the bill e-mail). */
  send(mail: OutgoingMail): Promise<MailOutcome>;
  /** Resolves when every queued message has been handed to the transport (tests, shutdown). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** nodemailer: SMTP_URL sends for real; otherwise messages land in the outbox table (/dev/outbox). */
export default fp(
  async (app) => {
    const transport = app.config.smtpUrl
      ? nodemailer.createTransport(app.config.smtpUrl)
      : nodemailer.createTransport(outboxTransport(app.db, () => app.now()));
    const inFlight = new Set<Promise<unknown>>();
    const message = ({ tenant, to, subject, text, fromName, replyTo, cc }: OutgoingMail) => {
      const domain = tenant.document.company.domain[0] ?? 'localhost';
      const tenantFrom = tenant.document.server.mailFrom ?? `${tenant.document.company.appName} <no-reply@${domain}>`;
      const from = fromName ? { name: fromName, address: addressIn(tenantFrom) } : tenantFrom;
      const envelope = { ...(replyTo ? { replyTo } : {}), ...(cc && cc.length > 0 ? { cc } : {}) };
      return { from, to, subject, text, ...envelope, headers: app.config.smtpUrl ? {} : { [tenantHeader]: tenant.id } };
    };
    const kind = app.config.smtpUrl ? ('smtp' as const) : ('outbox' as const);
    const mailer: Mailer = {
      async send(mail) {
        try {
          const info = (await transport.sendMail(message(mail))) as { messageId?: string; response?: string; rejected?: unknown[] };
          // Accepted when the addressee was: a refused copy (cc) does not undo a message its reader got.
          const rejected = Array.isArray(info.rejected) ? info.rejected.map((a) => (typeof a === 'string' ? a : String((a as { address?: string }).address))) : [];
          const accepted = !rejected.some((address) => address.toLowerCase() === mail.to.toLowerCase());
          return { accepted, transport: kind, messageId: info.messageId, response: info.response };
        } catch (err) {
          app.log.warn({ err, tenant: mail.tenant.id }, 'mail refused');
          return { accepted: false, transport: kind, response: err instanceof Error ? err.message.slice(0, 300) : undefined };
        }
      },
      queue(mail) {
        const sending = transport
          .sendMail(message(mail))
          .catch((err: unknown) => app.log.error({ err, tenant: mail.tenant.id }, 'mail not sent'))
          .finally(() => inFlight.delete(sending));
        inFlight.add(sending);
      },
      async flush() {
        while (inFlight.size > 0) await Promise.all([...inFlight]);
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.flush();
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['core', 'db'] },
);
