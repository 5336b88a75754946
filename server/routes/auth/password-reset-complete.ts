import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../../domain/domain-error';
import { consumeToken, retireTokens } from '../../auth/one-time-tokens';
import { hashPassword } from '../../auth/passwords';
import { checkNewPassword } from '../../auth/password-input';
import { assertCanSignIn, signIn } from '../../auth/sign-in';
import { findUserByEmail } from '../../auth/user-queries';
import type { Tenant } from '../../tenancy/tenant-registry';

/**
 * The "password hash" way in (`password-hash` header): the tenant's rules are checked first (a bad password
 * leaves the link usable); then in one transaction the reset token is used up (single use, RESET_LINK_MINUTES),
 * the password is replaced and the user's other reset links die. Every session of the user is revoked, and a
 * new one is opened.
 */
export async function completePasswordReset(app: FastifyInstance, tenant: Tenant, email: string, token: string, password: string | undefined) {
  const newPassword = checkNewPassword(tenant, password);
  const userId = await app.db.transaction(async (tx) => {
    const now = app.now();
    const used = await consumeToken(tx, tenant.id, 'reset', token, now, email);
    if (!used?.user_id) throw new DomainError('#INVALID_LINK');
    const user = await findUserByEmail(tx, tenant.id, email);
    if (!user || user.ldap_domain || user.is_adfs) throw new DomainError('#INVALID_LINK');
    assertCanSignIn(tenant, user);
    await tx.query('UPDATE users SET password_hash = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2', [
      tenant.id, user.id, await hashPassword(newPassword),
    ]);
    await retireTokens(tx, tenant.id, user.id, 'reset', now);
    return user.id;
  });
  await app.sessions.revokeUser(tenant.id, userId);
  return signIn(app.db, app.sessions, tenant, userId);
}
