import { describe, expect, it } from 'vitest';
import { activityPeriodQuery, activityTable, bucketLabel, recentDays } from '../../../domain/activity-table';

const days = ['2026-03-10T03:00:00.000Z', '2026-03-11T03:00:00.000Z'];
const series = [
  { key: 'simplificaPublicityClick', points: [{ at: days[0]!, count: 3 }, { at: days[1]!, count: 0 }] },
  { key: 'connectionError', points: [{ at: days[0]!, count: 1 }, { at: days[1]!, count: 1 }] },
];

describe("the activity chart's table and period", () => {
  it('puts the same numbers as the chart in rows per bucket, with row and column totals', () => {
    expect(activityTable(series, 'day')).toEqual({
      keys: ['simplificaPublicityClick', 'connectionError'],
      rows: [
        { at: days[0], label: '10/03/2026', counts: [3, 1], total: 4 },
        { at: days[1], label: '11/03/2026', counts: [0, 1], total: 1 },
      ],
      totals: [3, 2],
    });
    expect(activityTable([], 'day')).toEqual({ keys: [], rows: [], totals: [] });
  });

  it("labels buckets in the portal's time zone: a day as DD/MM/YYYY, an hour as DD/MM/YYYY HH:mm", () => {
    expect(bucketLabel('2026-03-10T03:00:00.000Z', 'day')).toBe('10/03/2026');
    expect(bucketLabel('2026-03-10T12:00:00.000Z', 'hour')).toBe('10/03/2026 09:00');
  });

  it('turns two calendar days (both included) into the [from, to) instants the API takes', () => {
    expect(activityPeriodQuery('2026-03-10', '2026-03-11')).toEqual({ from: '2026-03-10T00:00:00-03:00', to: '2026-03-12T00:00:00-03:00' });
    expect(activityPeriodQuery('2026-02-28', '2026-02-28')).toEqual({ from: '2026-02-28T00:00:00-03:00', to: '2026-03-01T00:00:00-03:00' });
    expect(activityPeriodQuery('2026-03-12', '2026-03-10')).toBeNull();
    expect(activityPeriodQuery('', '2026-03-10')).toBeNull();
  });

  it("starts with the last days up to today in Brazil (still yesterday there just after midnight UTC)", () => {
    expect(recentDays(new Date('2026-03-10T12:00:00Z'), 30)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(recentDays(new Date('2026-03-10T01:00:00Z'), 2)).toEqual({ from: '2026-03-08', to: '2026-03-09' });
  });
});
