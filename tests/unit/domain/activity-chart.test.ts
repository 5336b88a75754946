import { describe, expect, it } from 'vitest';
import { activityPeriod, activitySeries, maxActivityBuckets } from '../../../domain/activity-chart';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('the activity chart period', () => {
  it('defaults to the last 30 days by day and the last 48 hours by hour, ending now', () => {
    expect(activityPeriod({ bucket: 'day' }, now)).toEqual({ ok: true, from: new Date('2026-02-08T12:00:00.000Z'), to: now });
    expect(activityPeriod({ bucket: 'hour' }, now)).toEqual({ ok: true, from: new Date('2026-03-08T12:00:00.000Z'), to: now });
  });

  it('reads ISO 8601 instants with an offset, and refuses text, a reversed or empty period', () => {
    expect(activityPeriod({ from: '2026-03-01T00:00:00-03:00', to: '2026-03-02', bucket: 'day' }, now)).toEqual({
      ok: true,
      from: new Date('2026-03-01T03:00:00.000Z'),
      to: new Date('2026-03-02T00:00:00.000Z'),
    });
    expect(activityPeriod({ from: 'ontem', bucket: 'day' }, now)).toEqual({ ok: false, problem: 'invalid' });
    expect(activityPeriod({ from: '2026-03-05T00:00:00Z', to: '2026-03-01T00:00:00Z', bucket: 'day' }, now)).toEqual({ ok: false, problem: 'invalid' });
    expect(activityPeriod({ from: '2026-03-05T00:00:00Z', to: '2026-03-05T00:00:00Z', bucket: 'day' }, now)).toEqual({ ok: false, problem: 'invalid' });
  });

  it(`refuses a period of more than ${maxActivityBuckets} buckets`, () => {
    const to = '2026-03-10T00:00:00Z';
    expect(activityPeriod({ from: new Date(Date.parse(to) - 498 * 3_600_000).toISOString(), to, bucket: 'hour' }, now).ok).toBe(true);
    expect(activityPeriod({ from: new Date(Date.parse(to) - 500 * 3_600_000).toISOString(), to, bucket: 'hour' }, now)).toEqual({ ok: false, problem: 'tooManyBuckets' });
    expect(activityPeriod({ from: '2025-01-01T00:00:00Z', to, bucket: 'day' }, now).ok).toBe(true);
  });
});

describe('activity series', () => {
  const buckets = ['2026-03-10T03:00:00.000Z', '2026-03-11T03:00:00.000Z'];

  it('gives every key a point per bucket (zero where nothing happened), busiest first, and the total', () => {
    const result = activitySeries(buckets, [
      { key: 'connectionError', at: buckets[1]!, count: 1 },
      { key: 'simplificaPublicityClick', at: buckets[0]!, count: 3 },
      { key: 'connectionError', at: buckets[0]!, count: 1 },
    ]);
    expect(result).toEqual({
      total: 5,
      series: [
        { key: 'simplificaPublicityClick', points: [{ at: buckets[0], count: 3 }, { at: buckets[1], count: 0 }] },
        { key: 'connectionError', points: [{ at: buckets[0], count: 1 }, { at: buckets[1], count: 1 }] },
      ],
    });
  });

  it('keeps the busiest keys only, still counting every activity in the total; ties go by key', () => {
    const counts = ['c', 'a', 'b'].map((key) => ({ key, at: buckets[0]!, count: 1 }));
    const result = activitySeries(buckets, [...counts, { key: 'z', at: buckets[1]!, count: 5 }], 2);
    expect(result.series.map((s) => s.key)).toEqual(['z', 'a']);
    expect(result.total).toBe(8);
    expect(activitySeries(buckets, [])).toEqual({ series: [], total: 0 });
  });
});
