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

export interface Mailer {
  /** Sends in the background so a reply does not wait on (or reveal) delivery. */
  queue(mail: OutgoingMail): void;
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
    const mailer: Mailer = {
      queue({ tenant, to, subject, text }) {
        const domain = tenant.document.company.domain[0] ?? 'localhost';
        const from = tenant.document.server.mailFrom ?? `${tenant.document.company.appName} <no-reply@${domain}>`;
        const sending = transport
          .sendMail({ from, to, subject, text, headers: app.config.smtpUrl ? {} : { [tenantHeader]: tenant.id } })
          .catch((err: unknown) => app.log.error({ err, tenant: tenant.id }, 'mail not sent'))
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
