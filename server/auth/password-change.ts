import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/domain-error';
import { sessionCode } from '../plugins/sessions';
import { checkNewPassword, requiredText } from './password-input';
import { hashPassword, verifyPassword } from './passwords';
import { findUserById } from './user-queries';

/**
 * The signed-in user changes their own password (the account's password dialog through user/update, a script
 * through the router's 'user/changePasswordByDash'): rate limited, the old password checked, the tenant's rules
 * applied, the current password refused as the new one (400 #SAME_PASSWORD); every OTHER session of the user is revoked, the caller's stays.
 */
export async function changeOwnPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { id: string; email: string },
  oldPassword: string | undefined,
  password: string | undefined,
): Promise<void> {
  const { tenant } = request;
  await app.rateLimiter.hit('passwordChange', tenant.id, request.ip, user.email);
  requiredText(oldPassword);
  // Checked as typed: a password may start or end with a space.
  const old = oldPassword as string;
  const next = checkNewPassword(tenant, password);
  const fresh = await findUserById(app.db, tenant.id, user.id);
  if (!(await verifyPassword(fresh?.password_hash, old))) throw new DomainError('#WRONG_OLD_PASSWORD');
  // `old` just matched the stored hash (argon2 over the exact bytes, nothing normalised), so the new password
  // matches it only when it is the same text: no second verify needed, and nothing told before the old one passed.
  if (next === old) throw new DomainError('#SAME_PASSWORD');
  await app.db.query('UPDATE users SET password_hash = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2', [
    tenant.id,
    user.id,
    await hashPassword(next),
  ]);
  app.sessions.forgetUser(user.id);
  await app.sessions.revokeUser(tenant.id, user.id, sessionCode(request));
}
