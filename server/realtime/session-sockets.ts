import type { WebSocket } from 'ws';
import type { SessionEviction, SessionRecord, SessionRow, SessionStore } from '../auth/session-store';
import { hashCode } from '../auth/secret-codes';
import type { Tenant } from '../tenancy/tenant-registry';
import { closeWith } from './frames';

interface Entry {
  socket: WebSocket;
  tenantId: string;
  code: string;
  codeHash: string;
  userId: string;
  /** When the session would expire unless it slid meanwhile: the heartbeat checks it again then. */
  checkAt: number;
}

/**
 * Subscribed sockets by session: a session that ends (logout, disable, block, eviction from another process via
 * the bus topic `session.evict`, or expiry seen on the heartbeat) closes its sockets with 4401.
 */
export class SessionSockets {
  private readonly entries = new Map<WebSocket, Entry>();

  constructor(
    private readonly store: SessionStore,
    private readonly tenantOf: (id: string) => Tenant | undefined,
    private readonly now: () => Date,
  ) {}

  /** The user session of a code, or null when it is dead, unknown or public. */
  async userSession(tenant: Tenant, code: string): Promise<SessionRecord | null> {
    try {
      const record = await this.store.validate(tenant, code);
      return record.isPublic ? null : record;
    } catch {
      return null;
    }
  }

  track(socket: WebSocket, tenantId: string, code: string, record: SessionRecord): void {
    if (!this.entries.has(socket)) socket.once('close', () => this.entries.delete(socket));
    this.entries.set(socket, { socket, tenantId, code, codeHash: hashCode(code), userId: record.user.id, checkAt: checkAt(record) });
  }

  /** Closes the sockets whose session an eviction names, once the session is found dead. */
  async evicted(eviction: SessionEviction): Promise<void> {
    const named = [...this.entries.values()].filter((e) =>
      'all' in eviction ? true : 'userId' in eviction ? e.userId === eviction.userId : e.codeHash === eviction.codeHash,
    );
    await Promise.all(named.map((entry) => this.recheck(entry)));
  }

  /** Heartbeat: rechecks sessions past their expiry. */
  async expireDue(): Promise<void> {
    const now = this.now().getTime();
    await Promise.all([...this.entries.values()].filter((e) => e.checkAt <= now).map((e) => this.recheck(e)));
  }

  private async recheck(entry: Entry): Promise<void> {
    const tenant = this.tenantOf(entry.tenantId);
    const record = tenant ? await this.userSession(tenant, entry.code) : null;
    if (this.entries.get(entry.socket) !== entry) return;
    if (record && record.user.id === entry.userId) entry.checkAt = checkAt(record);
    else closeWith(entry.socket, 'invalidSession');
  }
}

function checkAt(record: SessionRecord): number {
  const row = record.user as SessionRow;
  const idle = row.idle_expires_at ? new Date(row.idle_expires_at).getTime() : Number.POSITIVE_INFINITY;
  const absolute = row.absolute_expires_at ? new Date(row.absolute_expires_at).getTime() : Number.POSITIVE_INFINITY;
  return Math.min(idle, absolute);
}
