import fp from 'fastify-plugin';
import { DomainError } from '../../domain/domain-error';
import { serverMessages } from '../../domain/messages/server';
import { memoryRateLimitStore, pgRateLimitStore, type RateLimitStore } from '../http/rate-limit-store';

/** How often ended windows are deleted from PostgreSQL. */
const sweepEveryMs = 60_000;

/** Attempts allowed per window, counted per tenant+IP and per tenant+e-mail. */
export interface RateLimitRule {
  perIp: number;
  perEmail: number;
  windowMs: number;
}
export type RateLimitName =
  | 'login'
  | 'userExists'
  | 'reset'
  | 'register'
  | 'registerComplete'
  | 'resetComplete'
  | 'passwordChange'
  | 'directHash'
  | 'federationCode'
  | 'publicSession'
  | 'entityRegistration'
  | 'mfaSend'
  | 'mfaVerify'
  | 'emailDeliverability'
  | 'billEmail';
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;

export const defaultRateLimits: RateLimitRules = {
  login: { perIp: 50, perEmail: 10, windowMs: 15 * 60_000 },
  userExists: { perIp: 60, perEmail: 20, windowMs: 15 * 60_000 },
  reset: { perIp: 20, perEmail: 5, windowMs: 60 * 60_000 },
  register: { perIp: 20, perEmail: 5, windowMs: 60 * 60_000 },
  registerComplete: { perIp: 20, perEmail: 10, windowMs: 15 * 60_000 },
  resetComplete: { perIp: 20, perEmail: 10, windowMs: 15 * 60_000 },
  passwordChange: { perIp: 30, perEmail: 10, windowMs: 15 * 60_000 },
  // Links and codes carry no e-mail: counted per IP only (a per-code bucket would not stop guessing).
  directHash: { perIp: 30, perEmail: 0, windowMs: 15 * 60_000 },
  federationCode: { perIp: 30, perEmail: 0, windowMs: 15 * 60_000 },
  publicSession: { perIp: 60, perEmail: 0, windowMs: 15 * 60_000 },
  // Entity registration (issue 5): autoValidate/question answers, MFA sends and MFA code attempts, per user.
  entityRegistration: { perIp: 60, perEmail: 20, windowMs: 15 * 60_000 },
  mfaSend: { perIp: 20, perEmail: 5, windowMs: 15 * 60_000 },
  mfaVerify: { perIp: 30, perEmail: 10, windowMs: 15 * 60_000 },
  // Issue 11: the /email-deliverability test e-mail, to the user's own address.
  emailDeliverability: { perIp: 10, perEmail: 3, windowMs: 15 * 60_000 },
  // SPEC §7 sendNoBearerEmail: a bill by e-mail, to the user's own address (and the invoice config's copies).
  billEmail: { perIp: 30, perEmail: 10, windowMs: 15 * 60_000 },
};

/** Every rule's allowance multiplied by `factor` (windows unchanged): RATE_LIMIT_FACTOR. */
export function scaledRateLimits(factor: number, rules: RateLimitRules = defaultRateLimits): RateLimitRules {
  const scaled = {} as RateLimitRules;
  for (const [name, rule] of Object.entries(rules) as [RateLimitName, RateLimitRule][]) {
    scaled[name] = { perIp: rule.perIp * factor, perEmail: rule.perEmail * factor, windowMs: rule.windowMs };
  }
  return scaled;
}

const ipKey = (name: RateLimitName, tenantId: string, ip: string) => `${name}|${tenantId}|ip|${ip}`;
const emailKey = (name: RateLimitName, tenantId: string, email: string) => `${name}|${tenantId}|email|${email}`;

/**
 * Fixed-window counters, in memory on PGlite (one process) or in PostgreSQL when several processes share it.
 * The key never depends on whether the e-mail exists, so replies and Retry-After are the same for known and
 * unknown e-mails.
 */
export class RateLimiter {
  constructor(
    private readonly rules: RateLimitRules,
    private readonly now: () => Date,
    private readonly store: RateLimitStore = memoryRateLimitStore(),
  ) {}

  /**
   * Counts one attempt; throws 429 #RATE_LIMITED (detail.retryAfter seconds) when a limit is passed. Without
   * an e-mail only the per-IP bucket counts.
   */
  async hit(name: RateLimitName, tenantId: string, ip: string, email?: string): Promise<void> {
    const rule = this.rules[name];
    const at = this.now().getTime();
    const keys = [ipKey(name, tenantId, ip)];
    const max = [rule.perIp];
    if (email !== undefined) {
      keys.push(emailKey(name, tenantId, email));
      max.push(rule.perEmail);
    }
    const counts = await this.store.increment(keys, at, rule.windowMs);
    let retryAfterMs = 0;
    counts.forEach((bucket, i) => {
      if (bucket.count > max[i]!) retryAfterMs = Math.max(retryAfterMs, bucket.resetAt - at);
    });
    if (retryAfterMs > 0) {
      const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
      throw new DomainError('#RATE_LIMITED', serverMessages.rateLimited(retryAfter), { retryAfter });
    }
  }

  /**
   * Takes back the attempt of someone who then proved who they are (a sign-in that succeeded), so a company's
   * people behind one address are not refused for signing in: only failures and probes of other e-mails add up.
   * The e-mail's bucket first, and the IP's only when the e-mail had an attempt in its live window, so a success
   * never makes room on the IP for attempts on other e-mails.
   */
  forgive(name: RateLimitName, tenantId: string, ip: string, email: string): Promise<void> {
    return this.store.refund(emailKey(name, tenantId, email), ipKey(name, tenantId, ip), this.now().getTime());
  }

  /** Forgets ended windows (PostgreSQL: a periodic DELETE, so the table holds only live windows). */
  sweep(): Promise<void> {
    return this.store.sweep(this.now().getTime());
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export default fp<{ rules?: Partial<RateLimitRules> }>(
  async (app, opts) => {
    const store = app.db.kind === 'postgres' ? pgRateLimitStore(app.db) : memoryRateLimitStore();
    const limiter = new RateLimiter({ ...defaultRateLimits, ...opts.rules }, () => app.now(), store);
    app.decorate('rateLimiter', limiter);
    if (app.db.kind === 'postgres') {
      const timer = setInterval(() => void limiter.sweep().catch(() => undefined), sweepEveryMs);
      timer.unref();
      app.addHook('onClose', () => clearInterval(timer));
    }
  },
  { name: 'rate-limit', dependencies: ['core', 'db'] },
);
