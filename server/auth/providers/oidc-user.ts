import { DomainError } from '../../../domain/domain-error';
import { loginMessages } from '../../../domain/messages/login';
import { assertUserQuota } from '../../admin/quotas';
import type { Db } from '../../db/db';
import type { Tenant } from '../../tenancy/tenant-registry';
import { findUserByEmail, type UserRow } from '../user-queries';
import type { OidcIdentity } from './oidc';

/**
 * The tenant's user for a Microsoft/OIDC sign-in, matched by e-mail within the tenant. A pending registration is
 * completed (the provider vouched for the address); an unknown user follows the tenant's self-registration rule:
 * created as an ADFS user when it is on, else SPEC §8's 'Usuário "{email}" inexistente!'.
 */
export async function userForOidcIdentity(db: Db, tenant: Tenant, identity: OidcIdentity): Promise<UserRow> {
  const found = await findUserByEmail(db, tenant.id, identity.email);
  if (found && found.status === 'active') return found;
  if (!found && tenant.document.company.selfRegistration?.enabled !== true) {
    throw new DomainError('#USER_NOT_FOUND', loginMessages.alerts.unknownUser(identity.email));
  }
  await db.transaction(async (tx) => {
    if (!found) await assertUserQuota(tx, tenant, identity.email);
    await tx.query(
      `INSERT INTO users (tenant_id, email, nick, status, is_adfs) VALUES ($1, $2, $3, 'active', true)
       ON CONFLICT (tenant_id, email) DO UPDATE SET status = 'active', is_adfs = true,
         nick = CASE WHEN users.nick = '' THEN EXCLUDED.nick ELSE users.nick END, updated_at = now()`,
      [tenant.id, identity.email, identity.name ?? ''],
    );
  });
  const user = await findUserByEmail(db, tenant.id, identity.email);
  if (!user) throw new DomainError('#ADFS_LOGIN_FAILED');
  return user;
}
