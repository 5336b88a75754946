import { describe, expect, it } from 'vitest';
import { minuteOf, secondsToNextMinute } from '../../../domain/quotas';

describe('the queries-per-minute window', () => {
  it('starts at the minute an instant falls in', () => {
    expect(minuteOf(new Date('2026-03-02T12:34:56.789Z')).toISOString()).toBe('2026-03-02T12:34:00.000Z');
    expect(minuteOf(new Date('2026-03-02T12:35:00.000Z')).toISOString()).toBe('2026-03-02T12:35:00.000Z');
  });

  it('asks to retry when the next minute opens, never in less than a second', () => {
    expect(secondsToNextMinute(new Date('2026-03-02T12:34:15.000Z'))).toBe(45);
    expect(secondsToNextMinute(new Date('2026-03-02T12:34:00.000Z'))).toBe(60);
    expect(secondsToNextMinute(new Date('2026-03-02T12:34:59.900Z'))).toBe(1);
  });
});
