import { activityBuckets, activityGroupings } from '../schemas/activity-chart-options';

/**
 * The admin's activity chart (issue 10): recorded activities (SPEC §7 "Activity") counted per day or hour, by
 * kind (the activity's pointer) or by user, in the portal's time zone.
 */
export { activityBuckets, activityGroupings };

export type ActivityBucket = (typeof activityBuckets)[number];
export type ActivityGrouping = (typeof activityGroupings)[number];

/** Most points a chart asks for (a period longer than this many buckets is refused). */
export const maxActivityBuckets = 500;
/** Most series a chart shows: the busiest keys; `total` still counts every activity. */
export const maxActivitySeries = 20;
/** Days and hours are the portal's (Brazilian companies). */
export const portalTimeZone = 'America/Sao_Paulo';

const bucketMs: Record<ActivityBucket, number> = { day: 86_400_000, hour: 3_600_000 };
/** Without `from`: the last 30 days by day, the last 48 hours by hour. */
const defaultSpanMs: Record<ActivityBucket, number> = { day: 30 * 86_400_000, hour: 48 * 3_600_000 };
const isoInstant = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export type ActivityPeriod =
  | { ok: true; from: Date; to: Date }
  | { ok: false; problem: 'invalid' | 'tooManyBuckets' };

/** The period [from, to) a chart covers: ISO 8601 instants, defaults ending now; at most maxActivityBuckets buckets. */
export function activityPeriod(input: { from?: string; to?: string; bucket: ActivityBucket }, now: Date): ActivityPeriod {
  const parse = (text: string | undefined, fallback: () => number) => {
    if (text === undefined || text === '') return fallback();
    return isoInstant.test(text) ? Date.parse(text) : Number.NaN;
  };
  const to = parse(input.to, () => now.getTime());
  const from = parse(input.from, () => to - defaultSpanMs[input.bucket]);
  if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to) return { ok: false, problem: 'invalid' };
  // One more than the span holds: the first bucket starts before `from` when `from` is not on a boundary.
  if (Math.ceil((to - from) / bucketMs[input.bucket]) + 1 > maxActivityBuckets) return { ok: false, problem: 'tooManyBuckets' };
  return { ok: true, from: new Date(from), to: new Date(to) };
}

export type ActivityCount = { key: string; at: string; count: number };
export type ActivitySeries = { key: string; points: { at: string; count: number }[] };

/**
 * Counts per (key, bucket) as chart series: one point per bucket (zero where nothing happened), the busiest keys
 * first (at most maxActivitySeries), and the total of every count.
 */
export function activitySeries(buckets: readonly string[], counts: readonly ActivityCount[], maxSeries = maxActivitySeries) {
  const byKey = new Map<string, Map<string, number>>();
  let total = 0;
  for (const { key, at, count } of counts) {
    total += count;
    const points = byKey.get(key) ?? new Map<string, number>();
    points.set(at, (points.get(at) ?? 0) + count);
    byKey.set(key, points);
  }
  const sum = (points: Map<string, number>) => [...points.values()].reduce((a, b) => a + b, 0);
  const series: ActivitySeries[] = [...byKey.entries()]
    .map(([key, points]) => ({ key, points, sum: sum(points) }))
    .sort((a, b) => b.sum - a.sum || a.key.localeCompare(b.key))
    .slice(0, maxSeries)
    .map(({ key, points }) => ({ key, points: buckets.map((at) => ({ at, count: points.get(at) ?? 0 })) }));
  return { series, total };
}
