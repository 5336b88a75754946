import type { ApiFailure } from '../../domain/api-failure';
import type { NewTenantRequest, OperatorTenant, TenantStatus } from '../../domain/operator-tenants';
import { apiRequest } from './http-client';

/** The platform operators' calls (issue 9): `/pro-admin/v1/operator/tenants`, on the operator host, with the session `code`. */
const base = '/pro-admin/v1/operator/tenants';
// The screen answers its own failures (a message next to the action); a lost session still signs out.
const quiet = { connectionErrors: false } as const;

export type ConfigProblem = { path: string; message: string; severity?: string };

/** A refusal's `errors` (422 #CONFIG_INVALID): the client keeps the reply's body on the failure. */
export function problemsOf(failure: unknown): ConfigProblem[] {
  const body = (failure as ApiFailure & { body?: unknown } | null)?.body;
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  return Array.isArray(errors) ? (errors as ConfigProblem[]).filter((e) => typeof e?.path === 'string' && typeof e?.message === 'string') : [];
}

export function listTenants(): Promise<OperatorTenant[]> {
  return apiRequest(base, quiet);
}

export function createTenant(request: NewTenantRequest): Promise<OperatorTenant> {
  return apiRequest(base, { ...quiet, method: 'POST', body: request });
}

export function setTenantStatus(tenantId: string, status: TenantStatus, message?: string): Promise<{ id: string; status: TenantStatus; version: number }> {
  return apiRequest(`${base}/${encodeURIComponent(tenantId)}/status`, {
    ...quiet,
    method: 'PUT',
    body: message === undefined ? { status } : { status, message },
  });
}
