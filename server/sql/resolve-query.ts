import { DomainError } from '../../domain/domain-error';
import type { Connector, NamedQuery } from '../../schemas/tenant';
import type { Tenant } from '../tenancy/tenant-registry';

/**
 * One of the tenant's own named queries and its connector: an unknown name (or one only another tenant
 * has) is 404 #QUERY_NOT_FOUND; a `connector` that is not the query's own is 403 #FORBIDDEN.
 */
export function resolveNamedQuery(tenant: Tenant, name: string, connectorParam?: string): { query: NamedQuery; connector: Connector } {
  const queries = tenant.document.server.queries ?? {};
  const query = Object.hasOwn(queries, name) ? queries[name] : undefined;
  if (!query) throw new DomainError('#QUERY_NOT_FOUND');
  if (connectorParam && connectorParam !== query.connector) throw new DomainError('#FORBIDDEN');
  const connectors = tenant.document.server.connectors ?? {};
  const connector = Object.hasOwn(connectors, query.connector) ? connectors[query.connector] : undefined;
  if (!connector) throw new DomainError('#QUERY_NOT_FOUND');
  return { query, connector };
}
