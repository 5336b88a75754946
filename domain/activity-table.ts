import { portalTimeZone, type ActivityBucket, type ActivitySeries } from './activity-chart';
import { formatDate, formatDateTime } from './dates';

/**
 * The activity screen's pieces (issue 10): the period typed as calendar days, and the chart's numbers as a table
 * (one row per bucket, one column per series, and the row's total) for screen readers and keyboards.
 */
export type ActivityTable = {
  keys: string[];
  rows: { at: string; label: string; counts: number[]; total: number }[];
  totals: number[];
};

/** A bucket's start as its label: 'DD/MM/YYYY' per day, 'DD/MM/YYYY HH:mm' per hour, in the portal's zone. */
export function bucketLabel(at: string, bucket: ActivityBucket, timeZone = portalTimeZone): string {
  return bucket === 'day' ? formatDate(at, timeZone) : formatDateTime(at, timeZone);
}

export function activityTable(series: readonly ActivitySeries[], bucket: ActivityBucket, timeZone = portalTimeZone): ActivityTable {
  const points = series[0]?.points ?? [];
  const rows = points.map((point, index) => {
    const counts = series.map((s) => s.points[index]?.count ?? 0);
    return { at: point.at, label: bucketLabel(point.at, bucket, timeZone), counts, total: counts.reduce((a, b) => a + b, 0) };
  });
  const totals = series.map((s) => s.points.reduce((sum, p) => sum + p.count, 0));
  return { keys: series.map((s) => s.key), rows, totals };
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** Brazil keeps UTC-3 all year since 2019: a calendar day in the portal's zone starts at 00:00-03:00. */
const brazilOffset = '-03:00';

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Days 'YYYY-MM-DD' (both included) as the API's [from, to) instants, or null when not a period. */
export function activityPeriodQuery(fromDay: string, toDay: string): { from: string; to: string } | null {
  if (!isoDay.test(fromDay) || !isoDay.test(toDay) || fromDay > toDay) return null;
  if (Number.isNaN(Date.parse(fromDay)) || Number.isNaN(Date.parse(toDay))) return null;
  return { from: `${fromDay}T00:00:00${brazilOffset}`, to: `${nextDay(toDay)}T00:00:00${brazilOffset}` };
}

/** The default period: the last `days` days up to today in the portal's zone, as 'YYYY-MM-DD'. */
export function recentDays(now: Date, days: number, timeZone = portalTimeZone): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: start.toISOString().slice(0, 10), to: today };
}
