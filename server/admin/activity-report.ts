import { activitySeries, portalTimeZone, type ActivityBucket, type ActivityGrouping } from '../../domain/activity-chart';
import { containsPattern } from '../../domain/search-pattern';
import type { AuditEntry } from '../../schemas/admin-operations';
import type { Queryable } from '../db/db';

const steps: Record<ActivityBucket, string> = { day: '1 day', hour: '1 hour' };

/**
 * The tenant's recorded activities in [from, to), counted per bucket (date_trunc in the portal's time zone) and
 * per kind (pointer) or user (the user's e-mail, else the e-mail sent with the activity, else '').
 */
export async function activityChart(
  db: Queryable,
  tenantId: string,
  input: { from: Date; to: Date; by: ActivityGrouping; bucket: ActivityBucket },
) {
  const { from, to, bucket } = input;
  const buckets = await db.query<{ at: Date }>(
    `SELECT b AT TIME ZONE $3 AS at
     FROM generate_series(date_trunc($4, $1::timestamptz AT TIME ZONE $3), ($2::timestamptz AT TIME ZONE $3) - interval '1 microsecond', $5::interval) AS b
     ORDER BY b`,
    [from, to, portalTimeZone, bucket, steps[bucket]],
  );
  const key = input.by === 'kind' ? 'a.pointer' : "COALESCE(u.email, a.email, '')";
  const counts = await db.query<{ key: string; at: Date; count: number }>(
    `SELECT ${key} AS key, date_trunc($4, a.created_at AT TIME ZONE $3) AT TIME ZONE $3 AS at, count(*)::int AS count
     FROM activities a LEFT JOIN users u ON u.tenant_id = a.tenant_id AND u.id = a.user_id
     WHERE a.tenant_id = $5 AND a.created_at >= $1 AND a.created_at < $2
     GROUP BY 1, 2`,
    [from, to, portalTimeZone, bucket, tenantId],
  );
  return activitySeries(
    buckets.map((b) => new Date(b.at).toISOString()),
    counts.map((c) => ({ key: c.key, at: new Date(c.at).toISOString(), count: c.count })),
  );
}

type AuditRow = { actor: string; action: string; detail: unknown; ip: string | null; user_agent: string | null; created_at: Date; total: number };

/** One page of the tenant's admin audit, newest first; `search` matches the actor or the action (any case). */
export async function auditPage(db: Queryable, tenantId: string, input: { search?: string; page: number; limit: number }) {
  const search = input.search?.trim() ? containsPattern(input.search.trim()) : null;
  const where = `tenant_id = $1 AND ($2::text IS NULL OR actor ILIKE $2 ESCAPE '\\' OR action ILIKE $2 ESCAPE '\\')`;
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM admin_audit WHERE ${where}`, [tenantId, search]);
  const rows = await db.query<AuditRow>(
    `SELECT actor, action, detail, ip, user_agent, created_at FROM admin_audit WHERE ${where}
     ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [tenantId, search, input.limit, (input.page - 1) * input.limit],
  );
  const items: AuditEntry[] = rows.map((r) => ({
    actor: r.actor,
    action: r.action,
    detail: typeof r.detail === 'string' ? (JSON.parse(r.detail) as Record<string, unknown>) : ((r.detail ?? {}) as Record<string, unknown>),
    ip: r.ip,
    userAgent: r.user_agent,
    at: new Date(r.created_at).toISOString(),
  }));
  return { total: count?.total ?? 0, items };
}
