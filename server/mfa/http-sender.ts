import { DomainError } from '../../domain/domain-error';
import type { MessageSender } from './message-sender';

export interface HttpSenderOptions {
  /** The gateway's endpoint (SMS_URL): it receives POST JSON {channel, to, text}. */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set (SMS_TOKEN). */
  token?: string;
  /** How long a send may take before it fails (SMS_TIMEOUT_MS, default 5000). */
  timeoutMs?: number;
}

/**
 * An SMS/WhatsApp gateway over HTTP: one POST per message, answered 2xx when the gateway took it. A refusal,
 * a network error or a timeout is 503 #MESSAGE_GATEWAY_UNAVAILABLE (pt-BR), so the caller can ask again later.
 */
export function httpSender(options: HttpSenderOptions): MessageSender {
  return {
    async send(channel, _tenant, to, text) {
      let status: number;
      try {
        const res = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
          body: JSON.stringify({ channel, to, text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        status = res.status;
        await res.body?.cancel();
      } catch (error) {
        throw new DomainError('#MESSAGE_GATEWAY_UNAVAILABLE', undefined, { channel, cause: (error as Error).name });
      }
      if (status < 200 || status > 299) throw new DomainError('#MESSAGE_GATEWAY_UNAVAILABLE', undefined, { channel, status });
    },
  };
}
