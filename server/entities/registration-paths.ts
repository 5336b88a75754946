import { DomainError } from '../../domain/domain-error';
import type { SessionRecord } from '../auth/session-store';
import type { ConnectorRegistry } from '../sql/connector-registry';
import { queryValues } from '../sql/query-values';
import { resolveNamedQuery } from '../sql/resolve-query';
import { executeNamedQuery } from '../sql/run-named-query';
import type { Tenant } from '../tenancy/tenant-registry';

export type RegistrationPath = 'autoValidate' | 'question' | 'mfa' | 'approval';

/**
 * The registration paths a tenant offers (company.entity), in the order a client offers them: autoValidate
 * first (silent: the tenant's named query decides), then the question, then MFA (when the entity has contact
 * possibilities), and approval last, as the path that always ends with a person deciding. A tenant with several
 * paths configured lets each of them be used on its own; the order only says which one the client tries next
 * when the previous one refuses.
 */
export function registrationPaths(tenant: Tenant): RegistrationPath[] {
  const entity = tenant.document.company.entity ?? {};
  const paths: RegistrationPath[] = [];
  if (entity.autoValidate) paths.push('autoValidate');
  if (entity.question) paths.push('question');
  if (entity.mfa) paths.push('mfa');
  if (entity.approval) paths.push('approval');
  return paths;
}

/** 403 #ENTITY_PATH_DISABLED unless the tenant offers `path`. */
export function assertPath(tenant: Tenant, path: RegistrationPath): void {
  if (!registrationPaths(tenant).includes(path)) throw new DomainError('#ENTITY_PATH_DISABLED');
}

/** Approvers of entity requests (and of the whole audit): the tenant's group 'admin'. */
export const isApprover = (groups: readonly string[]) => groups.includes('admin');

/**
 * Runs one of the tenant's named queries for an entity path: `sql` names a query of server.queries and
 * `connector` must be its own (403 otherwise). The session tokens are bound as for any named query, plus
 * :cnpj: and the `extra` values (e.g. :answer:): never spliced.
 */
export function runEntityQuery(
  connectors: ConnectorRegistry,
  tenant: Tenant,
  session: SessionRecord,
  ref: { sql: string; connector?: string },
  extra: Record<string, unknown>,
) {
  resolveNamedQuery(tenant, ref.sql, ref.connector);
  return executeNamedQuery(connectors, tenant, ref.sql, queryValues(tenant, session, extra, 0));
}

/** The named query's verdict: the first row whose `ok` or `valid` is true (or 't'/1). */
export function acceptedRow(rows: Record<string, unknown>[]): Record<string, unknown> | undefined {
  const yes = (v: unknown) => v === true || v === 1 || v === 't' || v === 'true';
  return rows.find((row) => yes(row.ok) || yes(row.valid));
}

/** A description for a new entity: the row's description (or razao_social), else the code. */
export function descriptionOf(row: Record<string, unknown> | undefined, code: string): string {
  const value = row?.description ?? row?.razao_social;
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 300) : code;
}
