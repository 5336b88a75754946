import type { ActivityRecordsPage } from '../../schemas/activity-records';
import type { Queryable } from '../db/db';

type Row = { pointer: string; created_at: Date; email: string; nick: string | null; phone: string | null; link: string | null };

/** One page of the tenant's recorded activities, newest first, optionally of one pointer (SPEC §7 Activity). */
export async function activityRecords(
  db: Queryable,
  tenantId: string,
  input: { pointer?: string; page: number; limit: number },
): Promise<ActivityRecordsPage> {
  const pointer = input.pointer ?? null;
  const where = 'a.tenant_id = $1 AND ($2::text IS NULL OR a.pointer = $2)';
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM activities a WHERE ${where}`, [tenantId, pointer]);
  const rows = await db.query<Row>(
    `SELECT a.pointer, a.created_at, COALESCE(u.email, a.email, '') AS email, COALESCE(a.nick, u.nick) AS nick, a.phone, a.link
     FROM activities a LEFT JOIN users u ON u.tenant_id = a.tenant_id AND u.id = a.user_id
     WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT $3 OFFSET $4`,
    [tenantId, pointer, input.limit, (input.page - 1) * input.limit],
  );
  const pointers = await db.query<{ pointer: string }>('SELECT DISTINCT pointer FROM activities WHERE tenant_id = $1 ORDER BY pointer', [tenantId]);
  return {
    total: count?.total ?? 0,
    pointers: pointers.map((p) => p.pointer),
    items: rows.map((r) => ({ pointer: r.pointer, at: new Date(r.created_at).toISOString(), email: r.email, nick: r.nick, phone: r.phone, link: r.link })),
  };
}
