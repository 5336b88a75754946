import { readTenantFixtures } from './db/seed';
import { tenantFixturesDir } from './paths';

/** One line per seeded demo user, read from the fixtures: tenant, host, login and password. */
export function demoLoginLines(port: number): string[] {
  return readTenantFixtures(tenantFixturesDir).flatMap((doc) => {
    const host = doc.company.domain[0] ?? 'localhost';
    return (doc.seed?.users ?? []).map((u) => {
      const login = u.username ?? u.email;
      const flags = [u.blocked && 'bloqueado', u.ldapDomain && `LDAP ${u.ldapDomain}`, u.adfs && 'ADFS'].filter(Boolean);
      return `  ${doc.company.id.padEnd(10)} http://${host}:${port}  ${login} (${u.password})${flags.length ? ` [${flags.join(', ')}]` : ''}`;
    });
  });
}
