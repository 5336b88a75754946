/** Per-tenant quotas (issue 10): each with its limit (null: none) and what is in use now. */
export const quotaNames = ['users', 'storageBytes', 'queriesPerMinute'] as const;
export type QuotaName = (typeof quotaNames)[number];
export type QuotaUse = { limit: number | null; used: number };
export type QuotaReport = Record<QuotaName, QuotaUse>;

/** The start of the minute an instant falls in: the window the queriesPerMinute quota counts in. */
export function minuteOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/** Whole seconds (at least 1) until the next minute's window opens: the Retry-After of a refused query. */
export function secondsToNextMinute(now: Date): number {
  const next = minuteOf(now).getTime() + 60_000;
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
