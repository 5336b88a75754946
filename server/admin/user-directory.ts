import { DomainError } from '../../domain/domain-error';
import { peopleOnly } from '../auth/public-visitor';
import type { Queryable } from '../db/db';

/** How an admin sees a user's state (issue 10). */
export type UserStatus = 'active' | 'blocked' | 'disabled' | 'pending';

const statusSql = `CASE WHEN u.blocked THEN 'blocked' WHEN u.disabled THEN 'disabled'
  WHEN u.status = 'pendingByDirectHash' THEN 'pending' ELSE 'active' END`;
const lastSignInSql = `(SELECT max(s.created_at) FROM sessions s WHERE s.tenant_id = u.tenant_id AND s.user_id = u.id AND NOT s.is_public)`;

/** `%`, `_` and `\` of a search are literal text in ILIKE. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type ListRow = { email: string; nick: string; groups: string[]; status: UserStatus; last_sign_in: Date | null; total: string };

/** One page of the tenant's users, by e-mail, searched on e-mail and name (server-side search and paging). */
export async function listUsers(db: Queryable, tenantId: string, query: { search?: string; page: number; limit: number }) {
  const rows = await db.query<ListRow>(
    `SELECT u.email, u.nick, u.groups, ${statusSql} AS status, ${lastSignInSql} AS last_sign_in, count(*) OVER () AS total
     FROM users u WHERE u.tenant_id = $1 AND ${peopleOnly} AND ($2::text IS NULL OR u.email ILIKE $2 OR u.nick ILIKE $2)
     ORDER BY u.email LIMIT $3 OFFSET $4`,
    [tenantId, query.search ? likePattern(query.search) : null, query.limit, (query.page - 1) * query.limit],
  );
  const total = rows[0] ? Number(rows[0].total) : await countUsers(db, tenantId, query.search);
  return {
    total,
    items: rows.map((r) => ({ email: r.email, nick: r.nick, groups: r.groups, status: r.status, lastSignIn: r.last_sign_in?.toISOString() ?? null })),
  };
}

async function countUsers(db: Queryable, tenantId: string, search?: string): Promise<number> {
  const [row] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM users u WHERE u.tenant_id = $1 AND ${peopleOnly} AND ($2::text IS NULL OR u.email ILIKE $2 OR u.nick ILIKE $2)`,
    [tenantId, search ? likePattern(search) : null],
  );
  return Number(row?.n ?? 0);
}

type DetailRow = {
  id: string; email: string; nick: string; phone: string | null; groups: string[]; status: UserStatus; last_sign_in: Date | null;
  created_at: Date; open_sessions: string;
  entities: { code: string; description: string; selected: boolean }[] | null;
  terms: { termId: string; version: number; acceptedAt: string }[] | null;
};

/** A user's detail: groups, status, entities, open sessions, last sign-in and the terms accepted. 404 when unknown. */
export async function userDetail(db: Queryable, tenantId: string, email: string, now: Date) {
  const [row] = await db.query<DetailRow>(
    `SELECT u.id, u.email, u.nick, u.phone, u.groups, ${statusSql} AS status, ${lastSignInSql} AS last_sign_in, u.created_at,
       (SELECT count(*) FROM sessions s WHERE s.tenant_id = u.tenant_id AND s.user_id = u.id AND s.revoked_at IS NULL
          AND s.idle_expires_at > $3 AND s.absolute_expires_at > $3) AS open_sessions,
       (SELECT json_agg(json_build_object('code', e.code, 'description', e.description, 'selected', ue.selected) ORDER BY e.code)
          FROM user_entities ue JOIN entities e ON e.tenant_id = ue.tenant_id AND e.code = ue.entity_code
          WHERE ue.tenant_id = u.tenant_id AND ue.user_id = u.id) AS entities,
       (SELECT json_agg(json_build_object('termId', ta.term_id, 'version', ta.version, 'acceptedAt', ta.accepted_at) ORDER BY ta.accepted_at)
          FROM term_acceptances ta WHERE ta.tenant_id = u.tenant_id AND ta.user_id = u.id) AS terms
     FROM users u WHERE u.tenant_id = $1 AND u.email = $2 AND ${peopleOnly}`,
    [tenantId, email, now],
  );
  if (!row) throw new DomainError('#USER_NOT_FOUND');
  return {
    id: row.id,
    detail: {
      email: row.email,
      nick: row.nick,
      phone: row.phone,
      groups: row.groups,
      status: row.status,
      entities: (row.entities ?? []).map((e) => ({ code: e.code, description: e.description, selected: e.selected })),
      openSessions: Number(row.open_sessions),
      lastSignIn: row.last_sign_in?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
      terms: (row.terms ?? []).map((t) => ({ termId: t.termId, version: t.version, acceptedAt: new Date(t.acceptedAt).toISOString() })),
    },
  };
}
