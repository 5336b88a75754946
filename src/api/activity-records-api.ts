import type { ActivityRecordsPage } from '../../schemas/activity-records';
import { apiRequest } from './http-client';

/** GET /pro-admin/v1/session/app/{id}/activity/records?pointer=&page=&limit= (permission 'activity'). */
export function fetchActivityRecords(companyId: string, query: { pointer?: string; page: number; limit: number }): Promise<ActivityRecordsPage> {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.pointer) params.set('pointer', query.pointer);
  return apiRequest(`/pro-admin/v1/session/app/${encodeURIComponent(companyId)}/activity/records?${params.toString()}`, { connectionErrors: false });
}
