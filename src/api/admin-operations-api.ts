import type { QuotaName } from '../../domain/quotas';
import type { ActivityChart, AuditEntry, Automation, AutomationInput, QuotaReport } from '../../schemas/admin-operations';
import type { ConsentUser } from '../../domain/consent-report';
import { fetchDownload } from './download';
import { apiRequest, type ApiFailureWithBody } from './http-client';

/** The admin operation screens' calls (issue 10), under `/pro-admin/v1/session/app/{id}/`, with the session `code`. */
const base = (companyId: string) => `/pro-admin/v1/session/app/${encodeURIComponent(companyId)}`;
// Each screen answers its own failures next to the action; a lost session still signs out.
const quiet = { connectionErrors: false } as const;

export type Paged<T> = { total: number; items: T[] };
export type PageQuery = { search?: string; page: number; limit: number };

/** A paged list's query string: page, limit and the search when there is one. */
export const pageParams = ({ search, page, limit }: PageQuery) => {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search?.trim()) params.set('search', search.trim());
  return params.toString();
};

export function fetchQuotas(companyId: string): Promise<QuotaReport> {
  return apiRequest(`${base(companyId)}/quotas`, quiet);
}

/** PUT quotas with the config version the screen showed (412 when someone saved since). */
export function saveQuotas(companyId: string, version: number, limits: Partial<Record<QuotaName, number | null>>): Promise<QuotaReport> {
  return apiRequest(`${base(companyId)}/quotas`, { ...quiet, method: 'PUT', headers: { 'if-match': `"${version}"` }, body: limits });
}

export type ActivityQuery = { from: string; to: string; by: 'kind' | 'user'; bucket: 'day' | 'hour' };

export function fetchActivity(companyId: string, query: ActivityQuery): Promise<ActivityChart> {
  return apiRequest(`${base(companyId)}/activity?${new URLSearchParams(query).toString()}`, quiet);
}

export function fetchAudit(companyId: string, query: PageQuery): Promise<Paged<AuditEntry>> {
  return apiRequest(`${base(companyId)}/audit?${pageParams(query)}`, quiet);
}

export function fetchConsents(companyId: string): Promise<{ items: ConsentUser[] }> {
  return apiRequest(`${base(companyId)}/consents?format=json`, quiet);
}

/** The consent report's CSV as the server builds it. */
export function fetchConsentsCsv(companyId: string): Promise<{ blob: Blob; fileName: string }> {
  return fetchDownload(`${base(companyId)}/consents?format=csv`, 'consentimentos.csv');
}

export function listAutomations(companyId: string, query: PageQuery): Promise<Paged<Automation>> {
  return apiRequest(`${base(companyId)}/notification-automations?${pageParams(query)}`, quiet);
}

export function createAutomation(companyId: string, input: AutomationInput): Promise<Automation> {
  return apiRequest(`${base(companyId)}/notification-automations`, { ...quiet, method: 'POST', body: input });
}

export function updateAutomation(companyId: string, id: string, input: AutomationInput): Promise<Automation> {
  return apiRequest(`${base(companyId)}/notification-automations/${encodeURIComponent(id)}`, { ...quiet, method: 'PUT', body: input });
}

export function deleteAutomation(companyId: string, id: string): Promise<{ deleted: boolean }> {
  // An empty JSON body: the client always says application/json, and Fastify refuses that header with no body.
  return apiRequest(`${base(companyId)}/notification-automations/${encodeURIComponent(id)}`, { ...quiet, method: 'DELETE', body: {} });
}

export function sendAutomation(companyId: string, id: string): Promise<{ sent: number; identifier: string }> {
  return apiRequest(`${base(companyId)}/notification-automations/${encodeURIComponent(id)}/send`, { ...quiet, method: 'POST', body: {} });
}

/** A failure's pt-BR message from the server, else null (the screen shows its own). */
export function failureMessage(reason: unknown): string | null {
  const message = (reason as ApiFailureWithBody | null)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

export const failureStatus = (reason: unknown): number => (reason as ApiFailureWithBody | null)?.status ?? 0;
