import fp from 'fastify-plugin';
import { DomainError } from '../../domain/domain-error';

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
  | 'emailDeliverability';
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
};

/** Every rule's allowance multiplied by `factor` (windows unchanged): RATE_LIMIT_FACTOR. */
export function scaledRateLimits(factor: number, rules: RateLimitRules = defaultRateLimits): RateLimitRules {
  const scaled = {} as RateLimitRules;
  for (const [name, rule] of Object.entries(rules) as [RateLimitName, RateLimitRule][]) {
    scaled[name] = { perIp: rule.perIp * factor, perEmail: rule.perEmail * factor, windowMs: rule.windowMs };
  }
  return scaled;
}

type Bucket = { count: number; resetAt: number };

/**
 * Fixed-window counters in memory. The key never depends on whether the e-mail exists, so replies and
 * Retry-After are the same for known and unknown e-mails.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly rules: RateLimitRules,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts one attempt; throws 429 #RATE_LIMITED (detail.retryAfter seconds) when a limit is passed. Without
   * an e-mail only the per-IP bucket counts.
   */
  hit(name: RateLimitName, tenantId: string, ip: string, email?: string): void {
    const rule = this.rules[name];
    const at = this.now().getTime();
    if (this.buckets.size > 50_000) this.sweep(at);
    let retryAfterMs = 0;
    const keys: [string, number][] = [[`${name}|${tenantId}|ip|${ip}`, rule.perIp]];
    if (email !== undefined) keys.push([`${name}|${tenantId}|email|${email}`, rule.perEmail]);
    for (const [key, max] of keys) {
      let bucket = this.buckets.get(key);
      if (!bucket || bucket.resetAt <= at) {
        bucket = { count: 0, resetAt: at + rule.windowMs };
        this.buckets.set(key, bucket);
      }
      bucket.count += 1;
      if (bucket.count > max) retryAfterMs = Math.max(retryAfterMs, bucket.resetAt - at);
    }
    if (retryAfterMs > 0) {
      throw new DomainError('#RATE_LIMITED', undefined, { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
    }
  }

  private sweep(at: number) {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= at) this.buckets.delete(key);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export default fp<{ rules?: Partial<RateLimitRules> }>(
  async (app, opts) => {
    app.decorate('rateLimiter', new RateLimiter({ ...defaultRateLimits, ...opts.rules }, () => app.now()));
  },
  { name: 'rate-limit', dependencies: ['core'] },
);
