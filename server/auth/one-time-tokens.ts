import type { Queryable } from '../db/db';
import { hashCode, newCode } from './secret-codes';

export type TokenKind = 'register' | 'reset' | 'adfs-state';

export const tokenLifetimesMs: Record<TokenKind, number> = {
  register: 24 * 3_600_000,
  reset: 3_600_000,
  'adfs-state': 10 * 60_000,
};

/** Issues a one-time token; the database keeps only its sha-256. Returns the raw token for the link. */
export async function issueToken(
  db: Queryable,
  tenantId: string,
  kind: TokenKind,
  userId: string | null,
  now: Date,
): Promise<string> {
  const token = newCode();
  await db.query(
    `INSERT INTO tokens (token_hash, tenant_id, kind, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [hashCode(token), tenantId, kind, userId, now, new Date(now.getTime() + tokenLifetimesMs[kind])],
  );
  return token;
}
