import { externalAuthProvider } from './external';
import { ldapProvider } from './ldap';
import { passwordProvider } from './password';
import type { PasswordProvider } from './provider';
import type { Tenant } from '../../tenancy/tenant-registry';
import type { UserRow } from '../user-queries';

/**
 * Who checks a password: the tenant's external-auth verifier when it has one (SPEC: username login), the user's
 * company directory for LDAP users (SPEC §6 ldapDomain), else the portal's own hash.
 */
export function passwordProviderFor(tenant: Tenant, user: UserRow | undefined): PasswordProvider {
  if (tenant.document.company.hasExternalAuth === true && tenant.document.server.externalAuth) return externalAuthProvider;
  if (user?.ldap_domain) return ldapProvider;
  return passwordProvider;
}
