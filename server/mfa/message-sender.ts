import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Tenant } from '../tenancy/tenant-registry';
import { httpSender } from './http-sender';

export type TextChannel = 'sms' | 'whatsapp';

/** Delivers a short text by SMS or WhatsApp. Real providers implement this; the default only logs. */
export interface MessageSender {
  send(channel: TextChannel, tenant: Tenant, to: string, text: string): Promise<void>;
}

/**
 * The default sender: writes the message to the server log (the text, with the code, only outside
 * production, so a demo can read it; in production only that a message would have gone out).
 */
export function loggingSender(log: FastifyBaseLogger, production: boolean): MessageSender {
  return {
    async send(channel, tenant, to, text) {
      const masked = `${'*'.repeat(Math.max(0, to.length - 4))}${to.slice(-4)}`;
      log.info({ tenant: tenant.id, channel, to: masked, ...(production ? {} : { text }) }, 'text message (logging sender)');
    },
  };
}

/** The configured sender: the HTTP gateway when SMS_URL is set, else the logging sender. */
export function messageSenderFor(config: Pick<ServerConfig, 'sms' | 'production'>, log: FastifyBaseLogger): MessageSender {
  return config.sms ? httpSender(config.sms) : loggingSender(log, config.production);
}
