import type { SessionRecord } from '../auth/session-store';
import type { Tenant } from '../tenancy/tenant-registry';
import type { ConnectorRegistry } from './connector-registry';
import { bindNamedQuery } from './named-query';
import { toQueryError } from './query-errors';
import { queryValues } from './query-values';
import { resolveNamedQuery } from './resolve-query';

/** SPEC §9: summary SQL timeout, the default limit of a query without its own timeoutMs. */
export const defaultQueryTimeoutMs = 30_000;

export interface NamedQueryRequest {
  tenant: Tenant;
  session: SessionRecord;
  name: string;
  connector?: string;
  replace: Record<string, unknown>;
  /** 0-based page for the paging tokens. */
  page?: number;
  /** The caller's own limit (header `timeout`); the query's configured limit still caps it. */
  timeoutMs?: number;
}

/** Runs one of the tenant's named queries with bound parameters, read-only, within its time limit. */
export async function runNamedQuery(connectors: ConnectorRegistry, req: NamedQueryRequest) {
  resolveNamedQuery(req.tenant, req.name, req.connector);
  const values = queryValues(req.tenant, req.session, req.replace, req.page ?? 0);
  return executeNamedQuery(connectors, req.tenant, req.name, values, { limitMs: req.timeoutMs });
}

/**
 * Runs a named query with values already resolved (a batch job stores them): the tenant's SQL text only,
 * every value bound. The limit is the smaller of the query's timeoutMs (else `defaultMs`, 30000 unless a
 * batch job says otherwise) and `limitMs`.
 */
export async function executeNamedQuery(
  connectors: ConnectorRegistry,
  tenant: Tenant,
  name: string,
  values: Record<string, unknown>,
  { limitMs, defaultMs = defaultQueryTimeoutMs }: { limitMs?: number; defaultMs?: number } = {},
): Promise<Record<string, unknown>[]> {
  const { query, connector } = resolveNamedQuery(tenant, name);
  const { text, params } = bindNamedQuery(query.sql, values, connectors.dialect(connector));
  const limit = Math.min(query.timeoutMs ?? defaultMs, limitMs ?? Infinity);
  try {
    return await connectors.runner(connector).run(text, params, limit);
  } catch (error) {
    throw toQueryError(error);
  }
}
