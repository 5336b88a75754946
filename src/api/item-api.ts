import type { QueryOptions, Row } from '../../renderers/items/item-services';
import { BATCH_MAX_WAIT_MS } from '../../domain/remote-sql';
import { apiRequest } from './http-client';

/** Calls items make (SPEC §7 "Remote SQL", "App", "Config and scripts"); the session code comes from storage. */
const enc = encodeURIComponent;

function sqlPath(companyId: string, name: string, options: QueryOptions): string {
  const params = new URLSearchParams();
  if (options.connector) params.set('connector', options.connector);
  if (options.unique) params.set('unique', 'true');
  const query = params.toString();
  return `/remotesql/v1/session/app/${enc(companyId)}/sql/${enc(name)}${query ? `?${query}` : ''}`;
}

/** POST, so `replace` travels in the body (SPEC §7). */
export async function runQuery(companyId: string, name: string, options: QueryOptions = {}): Promise<Row[]> {
  const data = await apiRequest<{ rows: Row[] }>(sqlPath(companyId, name, options), {
    method: 'POST',
    body: { replace: options.replace ?? {} },
    timeoutMs: options.timeoutMs,
    headers: options.timeoutMs ? { timeout: String(options.timeoutMs) } : undefined,
    connectionErrors: options.connectionErrors,
  });
  return data.rows;
}

export async function startBatch(companyId: string, name: string, options: QueryOptions = {}): Promise<string> {
  const data = await apiRequest<{ jobId: string }>(sqlPath(companyId, name, options), {
    method: 'POST',
    body: { replace: options.replace ?? {} },
    headers: { 'async-batch': 'true', 'max-wait-time': String(BATCH_MAX_WAIT_MS) },
    connectionErrors: options.connectionErrors,
  });
  return data.jobId;
}

/** 404 until the job's result is there (the batchPolling statechart polls again). */
export function fetchBatch(companyId: string, jobId: string): Promise<{ rows: Row[] }> {
  return apiRequest(`/remotesql/v1/general/app/${enc(companyId)}/batch/${enc(jobId)}`, {
    headers: { 'max-wait-time': String(BATCH_MAX_WAIT_MS) },
    connectionErrors: false,
  });
}

export async function loadCustomValue(companyId: string, moduleId: string, itemId: string): Promise<unknown> {
  const data = await apiRequest<{ customValue: unknown } | null>(
    `/app/v1/session/app/${enc(companyId)}/config/customValue?moduleId=${enc(moduleId)}&itemId=${enc(itemId)}`,
  );
  return data?.customValue ?? null;
}

export async function saveCustomValue(companyId: string, moduleId: string, itemId: string, value: Record<string, unknown>): Promise<void> {
  await apiRequest(`/app/v1/session/app/${enc(companyId)}/config/update/customValue`, {
    method: 'POST',
    headers: { 'module-id': moduleId, 'item-id': itemId },
    body: value,
  });
}

/** A tenant script's text (GET script path). */
export async function loadScript(companyId: string, name: string): Promise<string> {
  const data = await apiRequest<{ source: string }>(`/app/v1/session/app/${enc(companyId)}/script/${enc(name)}`);
  return data.source;
}
