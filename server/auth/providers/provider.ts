import type { Tenant } from '../../tenancy/tenant-registry';
import type { UserRow } from '../user-queries';

/** What a password step learned: whether the secret is right and, when the provider maps them, the user's groups. */
export type PasswordCheck = { verified: boolean; groups?: string[] };

/** The password step's input: the user row found for the login name (none for unknown users). */
export type PasswordAttempt = { tenant: Tenant; user: UserRow | undefined; loginName: string; password: string };

/**
 * A sign-in provider behind the password step (DESIGN §8): the portal's own hash, the company directory (LDAP) or
 * the company's external-auth verifier. OpenID Connect is the redirect provider (providers/oidc.ts): it has no
 * password step. Each throws a DomainError (503) when its peer is down or too slow, never hangs.
 */
export interface PasswordProvider {
  readonly name: 'password' | 'ldap' | 'external';
  check(attempt: PasswordAttempt): Promise<PasswordCheck>;
}
