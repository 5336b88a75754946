import { DomainError } from '../../domain/domain-error';
import { isValidEmail, normalizeEmail } from '../../domain/email';
import type { Queryable } from '../db/db';
import { findUserByEmail, type UserRow } from '../auth/user-queries';

/** Host users: group 'host' or 'admin' of the tenant (SPEC §6). */
export const hostGroups = ['host', 'admin'] as const;

/** Groups a host may never give a guest: they would make the guest a host, approver or internal user. */
export const privilegedGroups: readonly string[] = ['admin', 'host', 'adapcon'];

/**
 * A guest the host created, in the host's tenant. Anything else (another tenant's user, another host's
 * guest, an ordinary user, no such user) is the same 403 #FORBIDDEN, so a host cannot probe for users.
 */
export async function guestOf(db: Queryable, tenantId: string, hostId: string, rawEmail: string): Promise<UserRow> {
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) throw new DomainError('#INVALID_EMAIL');
  const user = await findUserByEmail(db, tenantId, email);
  if (!user) throw new DomainError('#FORBIDDEN');
  const [row] = await db.query('SELECT 1 FROM users WHERE tenant_id = $1 AND id = $2 AND guest_of = $3', [tenantId, user.id, hostId]);
  if (!row) throw new DomainError('#FORBIDDEN');
  return user;
}

export interface GuestSummary {
  email: string;
  nick: string;
  groups: string[];
  enabled: boolean;
  status: string;
  createdAt: string;
}

/** The guests a host created, by e-mail. */
export async function listGuests(db: Queryable, tenantId: string, hostId: string): Promise<GuestSummary[]> {
  const rows = await db.query<{ email: string; nick: string; groups: string[]; disabled: boolean; status: string; created_at: Date }>(
    'SELECT email, nick, groups, disabled, status, created_at FROM users WHERE tenant_id = $1 AND guest_of = $2 ORDER BY email',
    [tenantId, hostId],
  );
  return rows.map((r) => ({
    email: r.email,
    nick: r.nick,
    groups: r.groups,
    enabled: !r.disabled,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
