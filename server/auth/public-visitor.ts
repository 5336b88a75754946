import type { Queryable } from '../db/db';

/** SQL condition on `users` that keeps people and leaves the visitor row out (listings, counts, reports). */
export const peopleOnly = `status <> 'public'`;

/**
 * The tenant's visitor: the one hidden user row public sessions belong to (sessions need a user). It has no
 * e-mail, password or groups and status 'public', so no login, reset or user-exists path can reach it.
 */
export async function publicVisitorId(db: Queryable, tenantId: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (tenant_id, email, nick, status) VALUES ($1, '', '', 'public')
     ON CONFLICT (tenant_id, email) DO UPDATE SET status = 'public', groups = '{}', password_hash = NULL
     RETURNING id`,
    [tenantId],
  );
  if (!row) throw new Error(`visitor of ${tenantId} not created`);
  return row.id;
}
