import type { FormAnswer } from '../../schemas/dynamic-form';
import { apiRequest } from './http-client';

/** GET /pro-admin/v1/session/app/{id}/form-answers: the answers to the tenant's form links, newest first. */
export function fetchFormAnswers(companyId: string, limit: number, offset: number): Promise<{ total: number; items: FormAnswer[] }> {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  return apiRequest(`/pro-admin/v1/session/app/${encodeURIComponent(companyId)}/form-answers?${query.toString()}`, { connectionErrors: false });
}
