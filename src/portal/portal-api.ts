import { apiRequest } from '../api/http-client';

/** Calls of the portal shell (SPEC §7 "App", "Others"); a failure here never opens the connection dialog. */
const enc = encodeURIComponent;

export type Banner = { html: string };
export type NotificationSummary = { identifier: string; read: boolean };

/** GET /app/v1/session/app/{id}/banners: the dashboard banner modal's content. */
export const fetchBanners = (companyId: string) =>
  apiRequest<Banner[]>(`/app/v1/session/app/${enc(companyId)}/banners`, { connectionErrors: false });

/** GET /notifications/v1/app/{id}/list?showOnlyNonRead=true: the user's unread notifications. */
export const fetchUnreadNotifications = (companyId: string) =>
  apiRequest<NotificationSummary[]>(`/notifications/v1/app/${enc(companyId)}/list?showOnlyNonRead=true`, {
    connectionErrors: false,
  });
