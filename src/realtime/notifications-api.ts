import type { PortalNotification } from '../../domain/notification-list';
import { apiRequest } from '../api/http-client';

const enc = encodeURIComponent;

/** GET /notifications/v1/app/{id}/list: every notification of the user, newest first (read ones too). */
export const fetchNotifications = (companyId: string) =>
  apiRequest<PortalNotification[]>(`/notifications/v1/app/${enc(companyId)}/list`, {
    connectionErrors: false,
  });

/** POST /notifications/v1/app/{id}/read: marking read while the socket is down. */
export const postNotificationRead = (companyId: string, identifier: string) =>
  apiRequest<{ read: boolean }>(`/notifications/v1/app/${enc(companyId)}/read`, {
    method: 'POST',
    body: { identifier },
    connectionErrors: false,
  });
