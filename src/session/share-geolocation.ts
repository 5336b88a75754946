import { geolocationOptions, validPosition, type Position } from '../../domain/geolocation';
import { apiRequest } from '../api/http-client';

/** `POST /auth/v1/session/app/{id}/user/geolocation`: stores the position on the caller's session. */
export function saveGeolocation(companyId: string, position: Position): Promise<{ geolocation: Position }> {
  return apiRequest(`/auth/v1/session/app/${encodeURIComponent(companyId)}/user/geolocation`, {
    method: 'POST',
    body: position,
    connectionErrors: false,
    sessionErrors: false,
  });
}

/**
 * After login (SPEC §3 geolocation, §7 options): one getCurrentPosition, no retry and no prompt loop. A refusal,
 * a timeout or a browser without geolocation is silent, and so is a failed save (the portal works without it).
 */
export function shareGeolocation(companyId: string): void {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return;
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => {
      const position = validPosition(coords.latitude, coords.longitude);
      if (position) saveGeolocation(companyId, position).catch(() => undefined);
    },
    () => undefined,
    geolocationOptions,
  );
}
