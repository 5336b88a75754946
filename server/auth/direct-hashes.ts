import { DomainError } from '../../domain/domain-error';
import type { Queryable } from '../db/db';
import { issueToken } from './one-time-tokens';

export const directHashDefaultMs = 24 * 3_600_000;
export const directHashMaxMs = 30 * 24 * 3_600_000;

/** What a direct-hash link opens (SPEC §3 "Direct-hash link"). */
export interface DirectHashPayload {
  title: string;
  script: string;
  json: unknown;
}

/**
 * When a direct hash expires: `expires` is minutes (number or digits) or an ISO date-time; absent or 0 means
 * 24 h. Past, unreadable or beyond 30 days -> 400 #INVALID_EXPIRES.
 */
export function directHashExpiry(expires: string | number | undefined | null, now: Date): Date {
  const base = now.getTime();
  let at: number;
  if (expires === undefined || expires === null || expires === '' || expires === 0 || expires === '0') at = base + directHashDefaultMs;
  else if (typeof expires === 'number' || /^\d+$/.test(expires)) at = base + Number(expires) * 60_000;
  else if (/^\d{4}-\d{2}-\d{2}T/.test(expires)) at = Date.parse(expires);
  else at = Number.NaN;
  if (!Number.isFinite(at) || at <= base || at > base + directHashMaxMs) throw new DomainError('#INVALID_EXPIRES');
  return new Date(at);
}

/** Issues a direct hash for a user. Unlike the other links it is reusable until it expires. */
export function issueDirectHash(db: Queryable, tenantId: string, userId: string, payload: DirectHashPayload, expiresAt: Date, now: Date) {
  return issueToken(db, tenantId, 'direct-hash', userId, now, { expiresAt, payload });
}

/** The user of an e-mail, created with status 'pendingByDirectHash' when there is none (SPEC §4 step 4). */
export async function userForDirectHash(db: Queryable, tenantId: string, email: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (tenant_id, email, status) VALUES ($1, $2, 'pendingByDirectHash')
     ON CONFLICT (tenant_id, email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
    [tenantId, email],
  );
  if (!row) throw new Error('direct-hash user not created');
  return row.id;
}
