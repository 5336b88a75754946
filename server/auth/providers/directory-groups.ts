import type { Queryable } from '../../db/db';

/** The portal groups a directory mapped for a user at sign-in (LDAP groupMap): the session starts with them. */
export async function setUserGroups(db: Queryable, tenantId: string, userId: string, groups: string[]): Promise<void> {
  await db.query('UPDATE users SET groups = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2 AND groups <> $3', [tenantId, userId, groups]);
}
