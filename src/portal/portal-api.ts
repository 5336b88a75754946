import { apiRequest } from '../api/http-client';

/** Calls of the portal shell (SPEC §7 "App", "Others"); a failure here never opens the connection dialog. */
const enc = encodeURIComponent;

export type Banner = { html: string };

/** GET /app/v1/session/app/{id}/banners: the dashboard banner modal's content. */
export const fetchBanners = (companyId: string) =>
  apiRequest<Banner[]>(`/app/v1/session/app/${enc(companyId)}/banners`, { connectionErrors: false });
