import { DomainError } from '../../domain/error-codes';
import type { SessionRecord } from '../auth/session-store';
import type { Tenant } from '../tenancy/tenant-registry';
import { QueryTimeoutError } from './connector';
import type { ConnectorRegistry } from './connector-registry';
import { bindNamedQuery } from './named-query';

export const defaultQueryTimeoutMs = 30_000;

export interface NamedQueryRequest {
  tenant: Tenant;
  session: SessionRecord;
  name: string;
  connector?: string;
  replace: Record<string, unknown>;
  /** The caller's own limit (header `timeout`); the query's configured limit still caps it. */
  timeoutMs?: number;
}

/** Runs one of the tenant's named queries with bound parameters, read-only, within its time limit. */
export async function runNamedQuery(connectors: ConnectorRegistry, req: NamedQueryRequest) {
  const queries = req.tenant.document.server.queries ?? {};
  const query = Object.hasOwn(queries, req.name) ? queries[req.name] : undefined;
  if (!query || (req.connector && req.connector !== query.connector)) throw new DomainError('#QUERY_NOT_FOUND');
  const connectorMap = req.tenant.document.server.connectors ?? {};
  const connector = Object.hasOwn(connectorMap, query.connector) ? connectorMap[query.connector] : undefined;
  if (!connector) throw new DomainError('#QUERY_NOT_FOUND');
  // Server-known tokens win over the caller's replace values.
  const values = {
    ...req.replace,
    entities: req.session.user.entities.filter((e) => e.selected).map((e) => e.code),
    userEmail: req.session.user.email,
    userId: req.session.user.id,
    companyId: req.tenant.id,
  };
  const { text, params } = bindNamedQuery(query.sql, values);
  const limit = Math.min(query.timeoutMs ?? defaultQueryTimeoutMs, req.timeoutMs ?? Infinity);
  try {
    return await connectors.runner(connector).run(text, params, limit);
  } catch (error) {
    if (error instanceof QueryTimeoutError) throw new DomainError('#QUERY_TIMEOUT');
    throw error;
  }
}
