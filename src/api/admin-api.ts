import type { AdminPermission } from '../../domain/admin-permissions';
import type { ApiKeyInfo, ConfigProblem, ConfigValidation, ConfigVersion, ConfigVersionInfo, TenantConfig } from '../../schemas/admin-config';
import { apiRequest, type ApiFailureWithBody } from './http-client';

/** The tenant admin's calls (issue 9): `/pro-admin/v1/session/app/{id}/...`, with the session `code`. */
const base = (companyId: string) => `/pro-admin/v1/session/app/${encodeURIComponent(companyId)}`;
// The screens answer their own failures (a message next to the action), but a lost session still signs out.
const quiet = { connectionErrors: false } as const;

export type CreatedApiKey = { id: string; name: string; prefix: string; key: string };

/** Why a publish failed, as the editor shows it. */
export type PublishFailure =
  | { kind: 'conflict'; message: string; current: ConfigVersionInfo | null }
  | { kind: 'invalid'; message: string; errors: ConfigProblem[] }
  | { kind: 'other'; message: string | null };

/** Who calls the admin area and the permissions it holds (issue 10): the screens show only those sections. */
export type AdminMe = { name: string; kind: string; permissions: AdminPermission[] };

export function fetchAdminMe(companyId: string): Promise<AdminMe> {
  return apiRequest(`${base(companyId)}/me`, quiet);
}

export function fetchConfig(companyId: string): Promise<ConfigVersion> {
  return apiRequest(`${base(companyId)}/config`, quiet);
}

export function validateConfig(companyId: string, document: unknown): Promise<ConfigValidation> {
  return apiRequest(`${base(companyId)}/config/validate`, { ...quiet, method: 'POST', body: { document } });
}

export function publishConfig(companyId: string, version: number, document: TenantConfig, comment: string): Promise<ConfigVersion> {
  return apiRequest(`${base(companyId)}/config`, {
    ...quiet,
    method: 'PUT',
    headers: { 'if-match': `"${version}"` },
    body: { document, comment },
  });
}

export function listVersions(companyId: string): Promise<ConfigVersionInfo[]> {
  return apiRequest(`${base(companyId)}/config/versions`, quiet);
}

export function fetchVersion(companyId: string, version: number): Promise<ConfigVersion> {
  return apiRequest(`${base(companyId)}/config/versions/${version}`, quiet);
}

export function rollbackTo(companyId: string, version: number, comment?: string): Promise<ConfigVersion> {
  return apiRequest(`${base(companyId)}/config/versions/${version}/rollback`, {
    ...quiet,
    method: 'POST',
    body: comment ? { comment } : {},
  });
}

export function listApiKeys(companyId: string): Promise<ApiKeyInfo[]> {
  return apiRequest(`${base(companyId)}/api-keys`, quiet);
}

export function createApiKey(companyId: string, name: string): Promise<CreatedApiKey> {
  return apiRequest(`${base(companyId)}/api-keys`, { ...quiet, method: 'POST', body: { name } });
}

export function revokeApiKey(companyId: string, keyId: string): Promise<unknown> {
  // An empty JSON body: the client always says application/json, and Fastify refuses that header with no body.
  return apiRequest(`${base(companyId)}/api-keys/${encodeURIComponent(keyId)}`, { ...quiet, method: 'DELETE', body: {} });
}

/** The published schema the JSON editor completes, documents and lints with. */
export function fetchConfigSchema(): Promise<object> {
  return apiRequest('/schemas/tenant-config.schema.json', { raw: true, ...quiet, sessionErrors: false });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A PUT's rejection as the editor shows it: 412 who saved in between, 422 the problems, anything else a message. */
export function publishFailure(reason: unknown): PublishFailure {
  const failure = (isObject(reason) ? reason : {}) as ApiFailureWithBody;
  const body = isObject(failure.body) ? failure.body : {};
  const message = typeof failure.message === 'string' ? failure.message : null;
  if (failure.status === 412) {
    const current = isObject(body.current) ? (body.current as ConfigVersionInfo) : null;
    return { kind: 'conflict', message: message ?? '', current };
  }
  if (failure.status === 422) {
    const errors = Array.isArray(body.errors) ? (body.errors as ConfigProblem[]) : [];
    return { kind: 'invalid', message: message ?? '', errors };
  }
  return { kind: 'other', message };
}
