import type { Queryable } from '../db/db';
import { hashCode, newCode } from './secret-codes';

export type TokenKind = 'register' | 'reset' | 'adfs-state' | 'federation' | 'direct-hash' | 'dynamic-form';

/** Default lifetimes; registration and reset come from ServerConfig (REGISTER_LINK_HOURS, RESET_LINK_MINUTES). */
export const tokenLifetimesMs: Record<TokenKind, number> = {
  register: 48 * 3_600_000,
  reset: 3_600_000,
  'adfs-state': 10 * 60_000,
  federation: 5 * 60_000,
  'direct-hash': 24 * 3_600_000,
  'dynamic-form': 24 * 3_600_000,
};

export interface IssueOptions {
  lifetimeMs?: number;
  /** An exact expiry (direct hashes); wins over lifetimeMs. */
  expiresAt?: Date;
  payload?: unknown;
}

/** Issues a one-time token; the database keeps only its sha-256. Returns the raw token for the link. */
export async function issueToken(
  db: Queryable,
  tenantId: string,
  kind: TokenKind,
  userId: string | null,
  now: Date,
  options: IssueOptions = {},
): Promise<string> {
  const token = newCode();
  const expiresAt = options.expiresAt ?? new Date(now.getTime() + (options.lifetimeMs ?? tokenLifetimesMs[kind]));
  await db.query(
    `INSERT INTO tokens (token_hash, tenant_id, kind, user_id, created_at, expires_at, payload)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [hashCode(token), tenantId, kind, userId, now, expiresAt, options.payload === undefined ? null : JSON.stringify(options.payload)],
  );
  return token;
}

export interface TokenRow {
  user_id: string | null;
  payload: unknown;
  expires_at: Date;
}

/**
 * Uses a token once: one UPDATE marks it used only if it is of this kind and tenant, unused and unexpired,
 * so two concurrent uses cannot both win. With `email`, the token must belong to that user. Undefined when
 * it cannot be used (unknown, used, expired, someone else's): callers answer the same for all of them.
 */
export async function consumeToken(
  db: Queryable,
  tenantId: string,
  kind: TokenKind,
  token: string,
  now: Date,
  email?: string,
): Promise<TokenRow | undefined> {
  const rows = await db.query<TokenRow>(
    `UPDATE tokens t SET used_at = $4
     WHERE t.token_hash = $1 AND t.tenant_id = $2 AND t.kind = $3 AND t.used_at IS NULL AND t.expires_at > $4
       AND ($5::text IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id AND u.tenant_id = t.tenant_id AND u.email = $5))
     RETURNING t.user_id, t.payload, t.expires_at`,
    [hashCode(token), tenantId, kind, now, email ?? null],
  );
  return rows[0];
}

/** Reads a reusable token (direct hashes) without using it up: undefined when unknown or expired. */
export async function peekToken(db: Queryable, tenantId: string, kind: TokenKind, token: string, now: Date): Promise<TokenRow | undefined> {
  const rows = await db.query<TokenRow>(
    `SELECT user_id, payload, expires_at FROM tokens
     WHERE token_hash = $1 AND tenant_id = $2 AND kind = $3 AND used_at IS NULL AND expires_at > $4`,
    [hashCode(token), tenantId, kind, now],
  );
  return rows[0];
}

/** Retires a user's other unused tokens of a kind (older registration or reset links die with the used one). */
export async function retireTokens(db: Queryable, tenantId: string, userId: string, kind: TokenKind, now: Date): Promise<void> {
  await db.query('UPDATE tokens SET used_at = $4 WHERE tenant_id = $1 AND user_id = $2 AND kind = $3 AND used_at IS NULL', [
    tenantId, userId, kind, now,
  ]);
}
