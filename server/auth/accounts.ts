import type { Db } from '../db/db';
import type { SessionStore } from './session-store';

/** Enabling and disabling users: a disabled user cannot sign in and loses every session at once. */
export class Accounts {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
  ) {}

  /** Disables a user of a tenant and revokes all their sessions. False when no such user. */
  disableUser(tenantId: string, email: string): Promise<boolean> {
    return this.setUserEnabled(tenantId, email, false);
  }

  async setUserEnabled(tenantId: string, email: string, enabled: boolean): Promise<boolean> {
    const [row] = await this.db.query<{ id: string }>(
      'UPDATE users SET disabled = $3, updated_at = now() WHERE tenant_id = $1 AND email = $2 RETURNING id',
      [tenantId, email, !enabled],
    );
    if (!row) return false;
    if (enabled) this.sessions.forgetUser(row.id);
    else await this.sessions.revokeUser(tenantId, row.id);
    return true;
  }
}
