import { DomainError } from '../../domain/domain-error';
import type { Db } from '../db/db';
import type { Tenant } from '../tenancy/tenant-registry';
import { hashCode, newCode } from './secret-codes';
import { SessionCache } from './session-cache';
import { sessionLifetimes } from './session-policy';
import { userSessionColumns, withAccountsAccess, type UserSessionRow } from './user-queries';

export interface SessionRecord {
  /** The user, and the session's stored position (SPEC §3 geolocation) when the browser sent one. */
  user: UserSessionRow & SessionPosition;
  isPublic: boolean;
}

/** The session's geolocation columns (migration 063). */
export type SessionPosition = { latitude?: number | null; longitude?: number | null };

export type SessionRow = UserSessionRow & {
  is_public: boolean;
  last_seen_at: Date;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  revoked_at: Date | null;
} & SessionPosition;

const insertColumns =
  '(code_hash, tenant_id, user_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at, is_public)';
const insertValues = '($1, $2, $3, $4, $4, $5, $6, $7)';

/**
 * Sessions: a 256-bit code goes to the browser; only its sha-256 is stored. Validation is one indexed
 * lookup (primary key) that also brings the user, kept in memory for `cacheMs` so a busy portal does not
 * query per request; expiry is still checked on every call, and logout evicts at once. The idle expiry
 * slides at most once a minute.
 */
/** Which cached sessions to drop: one code, a user's, or all (after the bus lost messages). */
export type SessionEviction = { codeHash: string } | { userId: string } | { all: true };

export class SessionStore {
  private readonly cache = new SessionCache();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly cacheMs = 5_000,
    /** Tells the other server processes to drop what they cache (the bus); called after the database write. */
    private readonly announce: (eviction: SessionEviction) => void = () => undefined,
  ) {}

  /** Drops cached sessions named by an eviction, this process's or another's. */
  evict(eviction: SessionEviction): void {
    if ('codeHash' in eviction) this.cache.delete(eviction.codeHash);
    else if ('userId' in eviction) this.cache.deleteUser(eviction.userId);
    else this.cache.clear();
  }

  async create(tenant: Tenant, userId: string, isPublic = false): Promise<string> {
    const code = newCode();
    await this.db.query(
      `INSERT INTO sessions ${insertColumns} VALUES ${insertValues}`,
      this.insertParams(tenant, userId, code, isPublic),
    );
    return code;
  }

  private insertParams(tenant: Tenant, userId: string, code: string, isPublic: boolean): unknown[] {
    const now = this.now();
    const { idleMs, absoluteMs } = sessionLifetimes(tenant);
    const absolute = new Date(now.getTime() + absoluteMs);
    const idle = new Date(Math.min(now.getTime() + idleMs, absolute.getTime()));
    return [hashCode(code), tenant.id, userId, now, idle, absolute, isPublic];
  }

  /** The live session for a code, or 401 #INVALID_SESSION (unknown, revoked, expired, user blocked). */
  async validate(tenant: Tenant, code: string): Promise<SessionRecord> {
    const codeHash = hashCode(code);
    const now = this.now();
    const row = this.cache.get(codeHash, tenant.id, now.getTime()) ?? (await this.lookup(codeHash, tenant, now));
    if (!row || row.revoked_at || row.blocked || row.disabled || now >= row.idle_expires_at || now >= row.absolute_expires_at) {
      this.cache.delete(codeHash);
      throw new DomainError('#INVALID_SESSION');
    }
    const { idleMs } = sessionLifetimes(tenant);
    if (now.getTime() - row.last_seen_at.getTime() >= Math.min(60_000, idleMs / 10)) {
      const idle = new Date(Math.min(now.getTime() + idleMs, row.absolute_expires_at.getTime()));
      row.last_seen_at = now;
      row.idle_expires_at = idle;
      await this.db.query(
        'UPDATE sessions SET last_seen_at = $3, idle_expires_at = $4 WHERE code_hash = $1 AND tenant_id = $2',
        [codeHash, tenant.id, now, idle],
      );
    }
    return { user: row, isPublic: row.is_public };
  }

  private async lookup(codeHash: string, tenant: Tenant, now: Date): Promise<SessionRow | undefined> {
    const tenantId = tenant.id;
    const [found] = await this.db.query<SessionRow>(
      `SELECT s.is_public, s.last_seen_at, s.idle_expires_at, s.absolute_expires_at, s.revoked_at, s.latitude, s.longitude,
         ${userSessionColumns}
       FROM sessions s JOIN users u ON u.id = s.user_id AND u.tenant_id = s.tenant_id
       WHERE s.code_hash = $1 AND s.tenant_id = $2`,
      [codeHash, tenantId],
    );
    const row = found && withAccountsAccess(tenant, found);
    if (row && this.cacheMs > 0) this.cache.set(codeHash, tenantId, row, now.getTime() + this.cacheMs);
    return row;
  }

  /**
   * Stores the browser's position on a live session (SPEC §3 geolocation) and drops the cached copy in every
   * process, so the next session reply carries it. False when no live session has that code.
   */
  async setPosition(tenant: Tenant, code: string, position: { latitude: number; longitude: number }): Promise<boolean> {
    const codeHash = hashCode(code);
    const rows = await this.db.query(
      `UPDATE sessions SET latitude = $3, longitude = $4
       WHERE code_hash = $1 AND tenant_id = $2 AND revoked_at IS NULL RETURNING code_hash`,
      [codeHash, tenant.id, position.latitude, position.longitude],
    );
    this.cache.delete(codeHash);
    this.announce({ codeHash });
    return rows.length > 0;
  }

  /** Revokes the session of a code; true when one was live. */
  async revoke(tenant: Tenant, code: string): Promise<boolean> {
    const codeHash = hashCode(code);
    this.cache.delete(codeHash);
    const rows = await this.db.query(
      'UPDATE sessions SET revoked_at = $3 WHERE code_hash = $1 AND tenant_id = $2 AND revoked_at IS NULL RETURNING code_hash',
      [codeHash, tenant.id, this.now()],
    );
    this.announce({ codeHash });
    return rows.length > 0;
  }

  /**
   * Revokes every live session of a user but the one of `exceptCode` (password change keeps the caller's),
   * and evicts them from every process's cache (the bus, once the database has them revoked). Returns how
   * many were revoked.
   */
  async revokeUser(tenantId: string, userId: string, exceptCode?: string): Promise<number> {
    this.cache.deleteUser(userId);
    const rows = await this.db.query(
      `UPDATE sessions SET revoked_at = $3 WHERE tenant_id = $1 AND user_id = $2 AND revoked_at IS NULL
         AND ($4::text IS NULL OR code_hash <> $4) RETURNING code_hash`,
      [tenantId, userId, this.now(), exceptCode === undefined ? null : hashCode(exceptCode)],
    );
    this.cache.deleteUser(userId);
    this.announce({ userId });
    return rows.length;
  }

  /** Forgets cached sessions of a user in every process, so the next call reads the user afresh (profile, terms, block). */
  forgetUser(userId: string): void {
    this.cache.deleteUser(userId);
    this.announce({ userId });
  }
}
