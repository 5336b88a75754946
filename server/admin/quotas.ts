import { DomainError } from '../../domain/domain-error';
import { adminOperationsMessages } from '../../domain/messages/admin-operations';
import { formatBytes } from '../../domain/byte-size';
import { minuteOf, secondsToNextMinute, type QuotaReport } from '../../domain/quotas';
import { peopleOnly } from '../auth/public-visitor';
import type { Queryable } from '../db/db';
import type { Tenant } from '../tenancy/tenant-registry';

// Two numbers name the advisory lock that serialises user creation within one tenant (any server process).
const userQuotaLock = 7262050;
const storageQuotaLock = 7262051;
// Minute rows older than this are dropped when a tenant's new minute starts.
const keptMinutesMs = 60 * 60_000;

/** Users a tenant holds against its quota: every user row but the hidden public visitor (pending ones count). */
export async function usersInUse(db: Queryable, tenantId: string): Promise<number> {
  const [row] = await db.query<{ used: number }>(
    `SELECT count(*)::int AS used FROM users WHERE tenant_id = $1 AND ${peopleOnly}`,
    [tenantId],
  );
  return row?.used ?? 0;
}

/**
 * Refuses (403 #QUOTA_USERS) to create the user `email` when the tenant already holds its users quota. An e-mail
 * that already has a row creates nothing and passes. Call it in the transaction that inserts the user: the
 * advisory lock then keeps two concurrent creations from both taking the last place.
 */
export async function assertUserQuota(db: Queryable, tenant: Tenant, email: string): Promise<void> {
  const limit = tenant.document.server.quotas?.users;
  if (limit === undefined) return;
  await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [userQuotaLock, tenant.id]);
  const [existing] = await db.query('SELECT 1 FROM users WHERE tenant_id = $1 AND email = $2', [tenant.id, email]);
  if (existing) return;
  if ((await usersInUse(db, tenant.id)) >= limit) {
    throw new DomainError('#QUOTA_USERS', adminOperationsMessages.errors.quotaUsers(limit));
  }
}

/**
 * Counts one named-query call in the tenant's current minute, in the database so every server process shares
 * the count. Beyond queriesPerMinute the call is refused (429 #QUOTA_QUERIES, Retry-After: seconds to the next
 * minute) and not counted. Without a limit nothing is counted: a tenant row updated by every query would make
 * all of a busy tenant's queries wait on one row lock, a price worth paying only where a limit asks for it.
 */
export async function countNamedQuery(db: Queryable, tenant: Tenant, now: Date): Promise<void> {
  const limit = tenant.document.server.quotas?.queriesPerMinute ?? null;
  if (limit === null) return;
  const minute = minuteOf(now);
  const rows = await db.query<{ count: number }>(
    `INSERT INTO query_minute_counts AS q (tenant_id, minute, count) VALUES ($1, $2, 1)
     ON CONFLICT (tenant_id, minute) DO UPDATE SET count = q.count + 1 WHERE $3::int IS NULL OR q.count < $3::int
     RETURNING count`,
    [tenant.id, minute, limit],
  );
  if (rows.length === 0) {
    throw new DomainError('#QUOTA_QUERIES', adminOperationsMessages.errors.quotaQueries(limit), { retryAfter: secondsToNextMinute(now) });
  }
  if (rows[0]?.count === 1) {
    await db.query('DELETE FROM query_minute_counts WHERE tenant_id = $1 AND minute < $2', [tenant.id, new Date(minute.getTime() - keptMinutesMs)]);
  }
}

/**
 * Bytes the tenant stores: its items' saved customValues and its stored files (server/files). `except` leaves
 * out the customValue a save is about to replace.
 */
export async function storageInUse(db: Queryable, tenantId: string, except?: { moduleId: string; itemId: string }): Promise<number> {
  const [row] = await db.query<{ used: string }>(
    `SELECT (SELECT COALESCE(sum(octet_length(value::text)), 0) FROM custom_values
       WHERE tenant_id = $1 AND NOT (module_id = $2 AND item_id = $3))
     + (SELECT COALESCE(sum(size), 0) FROM files WHERE tenant_id = $1) AS used`,
    [tenantId, except?.moduleId ?? '', except?.itemId ?? ''],
  );
  return Number(row?.used ?? 0);
}

/**
 * Refuses (413 #QUOTA_STORAGE) a customValue save that would take the tenant past its storageBytes quota. Call it in
 * the transaction that saves: the advisory lock keeps two saves from both taking the last bytes.
 */
export async function assertStorageQuota(db: Queryable, tenant: Tenant, key: { moduleId: string; itemId: string }, bytes: number): Promise<void> {
  const limit = tenant.document.server.quotas?.storageBytes;
  if (limit === undefined) return;
  await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [storageQuotaLock, tenant.id]);
  if ((await storageInUse(db, tenant.id, key)) + bytes > limit) {
    throw new DomainError('#QUOTA_STORAGE', adminOperationsMessages.errors.quotaStorage(formatBytes(limit)));
  }
}

/** Named-query calls the tenant made in the current minute. */
export async function queriesThisMinute(db: Queryable, tenantId: string, now: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count FROM query_minute_counts WHERE tenant_id = $1 AND minute = $2', [
    tenantId,
    minuteOf(now),
  ]);
  return row?.count ?? 0;
}

/** Each quota's limit (null: none) and its use now. */
export async function quotaReport(db: Queryable, tenant: Tenant, now: Date): Promise<QuotaReport> {
  const quotas = tenant.document.server.quotas ?? {};
  return {
    users: { limit: quotas.users ?? null, used: await usersInUse(db, tenant.id) },
    // Saved customValues and stored files (server/files/).
    storageBytes: { limit: quotas.storageBytes ?? null, used: await storageInUse(db, tenant.id) },
    // Queries are counted only under a limit (countNamedQuery), so without one there is no use to show.
    queriesPerMinute: { limit: quotas.queriesPerMinute ?? null, used: quotas.queriesPerMinute ? await queriesThisMinute(db, tenant.id, now) : 0 },
  };
}
