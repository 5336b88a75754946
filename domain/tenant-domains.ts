/** A tenant's domains (issue 9): bare lowercase host names, since the server finds a tenant by the request's host. */
const hostname = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** What is wrong with one domain of a tenant, or null: not a host name, or a localhost name outside tenant local. */
export function domainProblem(domain: string, tenantId: string | undefined): 'notHostname' | 'localhost' | null {
  if (!hostname.test(domain)) return 'notHostname';
  // Every host containing 'localhost' is tenant local (DESIGN §2): no other tenant can be reached there.
  if (domain.includes('localhost') && tenantId !== 'local') return 'localhost';
  return null;
}
