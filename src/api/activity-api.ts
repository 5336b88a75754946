import { apiRequest } from './http-client';

export type ActivityName = 'simplificaPublicityClick' | 'connectionError' | 'connectionErrorSum';

/** `POST /activity/v1/session/app/{id}/set` with header `pointer`; works with or without a session. */
export function recordActivity(
  companyId: string,
  pointer: ActivityName,
  body: { link?: string; nick?: string; phone?: string; email?: string; code?: string } = {},
): Promise<{ recorded: boolean }> {
  return apiRequest(`/activity/v1/session/app/${encodeURIComponent(companyId)}/set`, {
    method: 'POST',
    headers: { pointer },
    body,
    // Never loop: a failed activity record must not open another connection-error dialog.
    connectionErrors: false,
    sessionErrors: false,
  });
}
