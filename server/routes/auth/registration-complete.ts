import { DomainError } from '../../../domain/domain-error';
import type { FastifyInstance } from 'fastify';
import { consumeToken, retireTokens } from '../../auth/one-time-tokens';
import { hashPassword } from '../../auth/passwords';
import { checkNewPassword, optionalPhone, requiredText } from '../../auth/password-input';
import { assertCanSignIn, signIn } from '../../auth/sign-in';
import { findUserByEmail } from '../../auth/user-queries';
import type { Tenant } from '../../tenancy/tenant-registry';

export interface RegistrationInput {
  nick?: string;
  password?: string;
  phone?: string;
}

/**
 * Completes a registration (`created-hash` header): the fields are checked first, so a rule failure leaves
 * the link usable; then, in one transaction, the token is used up (hashed, single use, REGISTER_LINK_HOURS)
 * and the user gets nick, phone and an argon2id password and becomes active. Then they are signed in.
 */
export async function completeRegistration(app: FastifyInstance, tenant: Tenant, email: string, token: string, input: RegistrationInput) {
  const nick = requiredText(input.nick);
  const password = checkNewPassword(tenant, input.password);
  const phone = optionalPhone(input.phone);
  const userId = await app.db.transaction(async (tx) => {
    const now = app.now();
    const used = await consumeToken(tx, tenant.id, 'register', token, now, email);
    if (!used?.user_id) throw new DomainError('#INVALID_LINK');
    const user = await findUserByEmail(tx, tenant.id, email);
    if (!user) throw new DomainError('#INVALID_LINK');
    assertCanSignIn(tenant, user);
    await tx.query(
      `UPDATE users SET nick = $3, phone = COALESCE($4, phone), password_hash = $5, status = 'active', updated_at = now()
       WHERE tenant_id = $1 AND id = $2`,
      [tenant.id, user.id, nick, phone ?? null, await hashPassword(password)],
    );
    await retireTokens(tx, tenant.id, user.id, 'register', now);
    return user.id;
  });
  app.sessions.forgetUser(userId);
  return signIn(app.db, app.sessions, tenant, userId);
}
