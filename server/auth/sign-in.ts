import { DomainError } from '../../domain/domain-error';
import { loginMessages } from '../../domain/messages/login';
import type { UserSession } from '../../schemas/session';
import type { Queryable } from '../db/db';
import type { Tenant } from '../tenancy/tenant-registry';
import type { SessionStore } from './session-store';
import { loadUserSession, type UserRow } from './user-queries';
import { toUserSession } from './user-session';

/** A blocked or disabled user gets SPEC §8's 400 'Usuário bloqueado' (tenant message or the default). */
export function assertCanSignIn(tenant: Tenant, user: Pick<UserRow, 'blocked' | 'disabled'>): void {
  if (user.blocked || user.disabled) {
    throw new DomainError('Usuário bloqueado', tenant.document.company.message?.userBlocked ?? loginMessages.alerts.userBlockedDefault);
  }
}

/** Opens a session for a user and answers what every way in answers: {user, code}. */
export async function signIn(
  db: Queryable,
  sessions: SessionStore,
  tenant: Tenant,
  userId: string,
): Promise<{ user: UserSession; code: string }> {
  const code = await sessions.create(tenant, userId);
  const row = await loadUserSession(db, tenant, userId);
  if (!row) throw new DomainError('#INVALID_SESSION');
  return { user: toUserSession(row), code };
}
