import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { defaultRateLimits, RateLimiter, scaledRateLimits } from '../../../server/plugins/rate-limit';

describe('RATE_LIMIT_FACTOR', () => {
  it('defaults to 1 and refuses values outside 1..1000', () => {
    expect(loadConfig({}).rateLimitFactor).toBe(1);
    expect(loadConfig({ RATE_LIMIT_FACTOR: '20' }).rateLimitFactor).toBe(20);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0' })).toThrow();
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '1.5' })).toThrow();
  });

  it('multiplies every allowance and keeps the windows', () => {
    const scaled = scaledRateLimits(3);
    expect(scaled.login).toEqual({
      perIp: defaultRateLimits.login.perIp * 3,
      perEmail: defaultRateLimits.login.perEmail * 3,
      windowMs: defaultRateLimits.login.windowMs,
    });
    expect(scaled.directHash.perEmail).toBe(0);
    expect(Object.keys(scaled)).toEqual(Object.keys(defaultRateLimits));
  });

  it('a scaled limiter lets through the larger allowance, then refuses', async () => {
    const limiter = new RateLimiter(scaledRateLimits(2), () => new Date(0));
    const perEmail = defaultRateLimits.login.perEmail * 2;
    for (let i = 0; i < perEmail; i++) await limiter.hit('login', 'local', `10.0.0.${i}`, 'ana@demo.com.br');
    await expect(limiter.hit('login', 'local', '10.0.1.1', 'ana@demo.com.br')).rejects.toThrow();
  });
});
