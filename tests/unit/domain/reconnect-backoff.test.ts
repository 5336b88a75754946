import { describe, expect, it } from 'vitest';
import { jitterFraction, reconnectDelay, RECONNECT_CAP_MS } from '../../../domain/reconnect-backoff';

describe('reconnect backoff (issue 11)', () => {
  it('grows exponentially: each wait lies in [step/2, step] with step = 1 s * 2^attempt', () => {
    for (const seed of [0, 7, 12345, 99999999]) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const step = 1000 * 2 ** attempt;
        const delay = reconnectDelay(attempt, seed);
        expect(delay).toBeGreaterThanOrEqual(step / 2);
        expect(delay).toBeLessThanOrEqual(step);
      }
    }
  });

  it('is capped at 30 s however many attempts failed', () => {
    for (const attempt of [5, 6, 10, 50, 1000]) {
      const delay = reconnectDelay(attempt, 42);
      expect(delay).toBeLessThanOrEqual(RECONNECT_CAP_MS);
      expect(delay).toBeGreaterThanOrEqual(RECONNECT_CAP_MS / 2);
    }
  });

  it('jitters: tabs with different seeds do not come back in the same millisecond', () => {
    const delays = new Set(Array.from({ length: 50 }, (_, seed) => reconnectDelay(3, seed * 7919)));
    expect(delays.size).toBeGreaterThan(40);
  });

  it('is deterministic for one seed and attempt (the replay fixtures rely on it)', () => {
    expect(reconnectDelay(0, 7)).toBe(982);
    expect(reconnectDelay(1, 7)).toBe(1676);
    for (let i = 0; i < 100; i++) {
      const f = jitterFraction(i * 31, i % 7);
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });
});
