import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { outboxTransport, tenantHeader } from '../mail/outbox-transport';
import type { Tenant } from '../tenancy/tenant-registry';

export interface OutgoingMail {
  tenant: Tenant;
  to: string;
  subject: string;
  text: string;
}

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
  /** Sends now and tells whether the transport accepted it (the /email-deliverability check). */
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
    const message = ({ tenant, to, subject, text }: OutgoingMail) => {
      const domain = tenant.document.company.domain[0] ?? 'localhost';
      const from = tenant.document.server.mailFrom ?? `${tenant.document.company.appName} <no-reply@${domain}>`;
      return { from, to, subject, text, headers: app.config.smtpUrl ? {} : { [tenantHeader]: tenant.id } };
    };
    const kind = app.config.smtpUrl ? ('smtp' as const) : ('outbox' as const);
    const mailer: Mailer = {
      async send(mail) {
        try {
          const info = (await transport.sendMail(message(mail))) as { messageId?: string; response?: string; rejected?: unknown[] };
          const rejected = Array.isArray(info.rejected) && info.rejected.length > 0;
          return { accepted: !rejected, transport: kind, messageId: info.messageId, response: info.response };
        } catch (err) {
          app.log.warn({ err, tenant: mail.tenant.id }, 'test mail refused');
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
