import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db';

/** A code lives 10 minutes and survives 5 wrong tries. */
export const mfaLifetimeMs = 10 * 60_000;
export const mfaMaxAttempts = 5;

/** What a code is bound to: one user, one entity, one delivery option. */
export interface MfaBinding {
  tenantId: string;
  userId: string;
  entityCode: string;
  option: string;
}

/** Six digits from the CSPRNG (crypto.randomInt is uniform; no modulo bias). */
export function newMfaCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A salted sha-256 over the code and its binding: a stored hash is useless for another user, entity or option. */
function mfaHash(salt: string, b: MfaBinding, code: string): Buffer {
  return createHash('sha256').update([salt, b.tenantId, b.userId, b.entityCode, b.option, code].join('|')).digest();
}

/** Issues a code (older open codes of the user for this entity die) and returns it for delivery. */
export async function issueMfaCode(db: Db, b: MfaBinding, description: string, now: Date): Promise<string> {
  const code = newMfaCode();
  const salt = randomBytes(16).toString('hex');
  await db.transaction(async (tx) => {
    await tx.query(
      'UPDATE entity_mfa_codes SET used_at = $4 WHERE tenant_id = $1 AND user_id = $2 AND entity_code = $3 AND used_at IS NULL',
      [b.tenantId, b.userId, b.entityCode, now],
    );
    await tx.query(
      `INSERT INTO entity_mfa_codes (tenant_id, user_id, entity_code, option, description, salt, code_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [b.tenantId, b.userId, b.entityCode, b.option, description, salt, mfaHash(salt, b, code).toString('hex'), now,
        new Date(now.getTime() + mfaLifetimeMs)],
    );
  });
  return code;
}

type OpenCode = { id: string; option: string; description: string; salt: string; code_hash: string; attempts: number };

/**
 * Uses the user's open code for the entity: right -> used up, returns the entity description; wrong -> one
 * more attempt (the code dies at mfaMaxAttempts); none open or expired -> undefined. Row-locked, so two
 * concurrent tries cannot both win.
 */
export async function verifyMfaCode(db: Db, b: Omit<MfaBinding, 'option'>, code: string, now: Date): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [open] = await tx.query<OpenCode>(
      `SELECT id, option, description, salt, code_hash, attempts FROM entity_mfa_codes
       WHERE tenant_id = $1 AND user_id = $2 AND entity_code = $3 AND used_at IS NULL AND expires_at > $4
       ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [b.tenantId, b.userId, b.entityCode, now],
    );
    if (!open) return undefined;
    const expected = Buffer.from(open.code_hash, 'hex');
    const given = mfaHash(open.salt, { ...b, option: open.option }, /^\d{6}$/.test(code) ? code : '');
    if (timingSafeEqual(expected, given)) {
      await tx.query('UPDATE entity_mfa_codes SET used_at = $2 WHERE id = $1', [open.id, now]);
      return open.description;
    }
    const attempts = open.attempts + 1;
    await tx.query('UPDATE entity_mfa_codes SET attempts = $2::int, used_at = CASE WHEN $2::int >= $3::int THEN $4::timestamptz END WHERE id = $1', [
      open.id, attempts, mfaMaxAttempts, now,
    ]);
    return undefined;
  });
}
