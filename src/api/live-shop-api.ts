import type { LiveEvent } from '../../schemas/live-shop';
import { apiRequest } from './http-client';

const enc = encodeURIComponent;

/** GET /store/v1/app/{id}/live/{liveId}: the public live event (no session; a 404 is the page's answer). */
export function loadLiveEvent(companyId: string, liveId: string): Promise<LiveEvent> {
  return apiRequest(`/store/v1/app/${enc(companyId)}/live/${enc(liveId)}`, { code: null, sessionErrors: false, connectionErrors: false });
}
