import { apiRequest } from './http-client';

/** Runs a tenant's named query (never SQL text): `GET /remotesql/v1/session/app/{id}/sql/{name}`. */
export function runNamedQuery<Row = Record<string, unknown>>(
  companyId: string,
  name: string,
  options: { connector?: string; code: string; timeoutMs?: number; connectionErrors?: boolean },
): Promise<{ rows: Row[] }> {
  const query = options.connector ? `?connector=${encodeURIComponent(options.connector)}` : '';
  return apiRequest(`/remotesql/v1/session/app/${encodeURIComponent(companyId)}/sql/${encodeURIComponent(name)}${query}`, {
    code: options.code,
    timeoutMs: options.timeoutMs,
    headers: options.timeoutMs ? { timeout: String(options.timeoutMs) } : undefined,
    connectionErrors: options.connectionErrors,
    sessionErrors: false,
  });
}
