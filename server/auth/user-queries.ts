import type { Queryable } from '../db/db';
import { configAccountsAccess } from '../payment/accounts-access';
import type { Tenant } from '../tenancy/tenant-registry';

/** A users row as the auth routes read it. */
export interface UserRow {
  id: string;
  email: string;
  nick: string;
  password_hash: string | null;
  groups: string[];
  phone: string | null;
  status: string;
  blocked: boolean;
  /** Disabled by a host or admin (changeEnableByHost): no login, sessions revoked. */
  disabled: boolean;
  ldap_domain: string | null;
  is_adfs: boolean;
  username: string | null;
  notifications: Record<string, unknown>;
  revision_date: Date | null;
  feedback_score: number | null;
}

/**
 * A user with the entities and pending terms a session shows. A user is flagged with a term by a user_terms
 * row (any version); the term is pending while the user has not accepted its LATEST version, so publishing a
 * version 2 makes it pending again.
 */
export interface UserSessionRow extends UserRow {
  entities: { code: string; description: string; selected: boolean }[];
  pending_terms: { id: string; version: number }[];
  /** A pending entity approval request (issue 5). */
  entity_pending_approval: boolean;
  /** Accounts-module access from the tenant's server.payment config (server/payment/accounts-access.ts). */
  accounts_access: boolean;
}

const userColumns = `u.id, u.email, u.nick, u.password_hash, u.groups, u.phone, u.status, u.blocked, u.disabled, u.ldap_domain,
  u.is_adfs, u.username, u.notifications, u.revision_date, u.feedback_score`;

/** The columns of UserSessionRow for the user aliased `u` (entities and pending terms as JSON) but accounts_access. */
export const userSessionColumns = `${userColumns},
  COALESCE((SELECT json_agg(json_build_object('code', e.code, 'description', e.description, 'selected', ue.selected) ORDER BY e.code)
    FROM user_entities ue JOIN entities e ON e.tenant_id = ue.tenant_id AND e.code = ue.entity_code
    WHERE ue.tenant_id = u.tenant_id AND ue.user_id = u.id), '[]') AS entities,
  COALESCE((SELECT json_agg(json_build_object('id', f.term_id, 'version', f.latest) ORDER BY f.term_id)
    FROM (SELECT ut.term_id, max(tv.version) AS latest
      FROM (SELECT DISTINCT term_id FROM user_terms WHERE tenant_id = u.tenant_id AND user_id = u.id) ut
      JOIN terms tv ON tv.tenant_id = u.tenant_id AND tv.term_id = ut.term_id GROUP BY ut.term_id) f
    WHERE NOT EXISTS (SELECT 1 FROM term_acceptances a WHERE a.tenant_id = u.tenant_id AND a.user_id = u.id
      AND a.term_id = f.term_id AND a.version = f.latest)), '[]') AS pending_terms,
  EXISTS (SELECT 1 FROM entity_approvals ea WHERE ea.tenant_id = u.tenant_id AND ea.user_id = u.id AND ea.status = 'pending')
    AS entity_pending_approval`;

/**
 * A row of userSessionColumns made whole: accounts access comes from the tenant's server.payment config in
 * memory (the same document the tenants table holds), not from the stored JSON document, which the database
 * would parse on every session read (login, session lookup).
 */
export function withAccountsAccess<T extends Omit<UserSessionRow, 'accounts_access'>>(tenant: Tenant, row: T): T & UserSessionRow {
  return Object.assign(row, { accounts_access: configAccountsAccess(tenant, row.email) });
}

export async function findUserByEmail(db: Queryable, tenantId: string, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`SELECT ${userColumns} FROM users u WHERE u.tenant_id = $1 AND u.email = $2`, [
    tenantId,
    email,
  ]);
  return rows[0];
}

/** A user as login reads it: the row and what the session reply shows (entities, pending terms), in one query. */
export type SignInUserRow = Omit<UserSessionRow, 'accounts_access'>;

/**
 * Login's one lookup, before the password check: by e-mail, or on an external-auth tenant by username or
 * e-mail. It reads the session reply's columns too, so after the check only the session insert is left.
 */
export async function findSignInUser(
  db: Queryable,
  tenantId: string,
  loginName: string,
  by: 'email' | 'login',
): Promise<SignInUserRow | undefined> {
  const where = by === 'email' ? 'u.email = $2' : '(lower(u.username) = $2 OR u.email = $2)';
  const rows = await db.query<SignInUserRow>(
    `SELECT ${userSessionColumns} FROM users u WHERE u.tenant_id = $1 AND ${where} LIMIT 1`,
    [tenantId, loginName],
  );
  return rows[0];
}

export async function loadUserSession(db: Queryable, tenant: Tenant, userId: string): Promise<UserSessionRow | undefined> {
  const rows = await db.query<UserSessionRow>(
    `SELECT ${userSessionColumns} FROM users u WHERE u.tenant_id = $1 AND u.id = $2`,
    [tenant.id, userId],
  );
  return rows[0] && withAccountsAccess(tenant, rows[0]);
}

/** Users whose phone has these digits (masks ignored), oldest first. */
export async function findUserByPhone(db: Queryable, tenantId: string, digits: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `SELECT ${userColumns} FROM users u WHERE u.tenant_id = $1 AND regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') = $2
     ORDER BY u.created_at, u.id LIMIT 1`,
    [tenantId, digits],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, tenantId: string, userId: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`SELECT ${userColumns} FROM users u WHERE u.tenant_id = $1 AND u.id = $2`, [tenantId, userId]);
  return rows[0];
}
