import { Client, InvalidCredentialsError } from 'ldapts';
import { DomainError } from '../../../domain/domain-error';
import type { LdapDirectory } from '../../../schemas/sign-in-providers';
import type { PasswordProvider } from './provider';

const defaultTimeoutMs = 5000;

/** RFC 4515: a value inside a search filter, with its special characters escaped. */
export function escapeFilterValue(value: string): string {
  return value.replace(/[\\*()\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

function clientFor(directory: LdapDirectory): Client {
  const timeout = directory.timeoutMs ?? defaultTimeoutMs;
  const tlsOptions = directory.caPem ? { ca: [directory.caPem] } : undefined;
  return new Client({ url: directory.url, timeout, connectTimeout: timeout, ...(tlsOptions ? { tlsOptions } : {}) });
}

async function connect(directory: LdapDirectory, dn: string, password: string): Promise<Client> {
  const client = clientFor(directory);
  try {
    if (directory.startTls) await client.startTLS(directory.caPem ? { ca: [directory.caPem] } : {});
    await client.bind(dn, password);
    return client;
  } catch (error) {
    await client.unbind().catch(() => undefined);
    throw error;
  }
}

/**
 * Binds to the company directory: the service account finds the user's DN by e-mail, then the user binds with the
 * typed password; with a groupMap, the directory's group memberships (cn) become the user's portal groups.
 * Wrong password -> not verified; unreachable, slow or misconfigured directory -> 503 #LDAP_UNAVAILABLE.
 */
export async function bindDirectoryUser(directory: LdapDirectory, email: string, password: string) {
  // An empty password would be an unauthenticated bind, which many directories accept.
  if (password === '') return { verified: false };
  let service: Client | undefined;
  let user: Client | undefined;
  try {
    service = await connect(directory, directory.bindDn, directory.bindPassword);
    const filter = (directory.userFilter ?? '(mail={email})').replaceAll('{email}', escapeFilterValue(email));
    const { searchEntries } = await service.search(directory.searchBase, { scope: 'sub', filter, attributes: ['dn'], sizeLimit: 2 });
    const dn = searchEntries.length === 1 ? searchEntries[0]!.dn : undefined;
    if (!dn) return { verified: false };
    try {
      user = await connect(directory, dn, password);
    } catch (error) {
      if (error instanceof InvalidCredentialsError) return { verified: false };
      throw error;
    }
    if (!directory.groupMap) return { verified: true };
    const member = escapeFilterValue(dn);
    const groups = await service.search(directory.groupSearchBase ?? directory.searchBase, {
      scope: 'sub',
      filter: `(|(member=${member})(uniqueMember=${member}))`,
      attributes: ['cn'],
    });
    const names = groups.searchEntries.flatMap((g) => (Array.isArray(g.cn) ? g.cn : [g.cn])).map(String);
    const mapped = [...new Set(names.map((n) => directory.groupMap?.[n]).filter((g): g is string => Boolean(g)))];
    return { verified: true, groups: mapped };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('#LDAP_UNAVAILABLE');
  } finally {
    await Promise.all([service?.unbind().catch(() => undefined), user?.unbind().catch(() => undefined)]);
  }
}

/** LDAP users (SPEC §6 ldapDomain) sign in against the directory configured for their domain. */
export const ldapProvider: PasswordProvider = {
  name: 'ldap',
  async check({ tenant, user, password }) {
    const directory = user?.ldap_domain ? tenant.document.server.ldap?.[user.ldap_domain] : undefined;
    if (!user || !directory) throw new DomainError('#LDAP_UNAVAILABLE');
    return bindDirectoryUser(directory, user.email, password);
  },
};
