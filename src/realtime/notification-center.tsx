import { useState } from 'react';
import { notificationMessages as t } from '../../domain/messages/notifications';
import { NotificationBell } from '../../renderers/layout/notification-bell';
import { markNotificationRead } from './live-notifications';
import { desktopAlertsSupported, requestDesktopAlerts } from './notification-alert';
import { useNotifications } from './notification-store';

const permissionNow = () => (desktopAlertsSupported() ? Notification.permission : 'denied');

/** The header's live notification list: the store fed by the socket, read marks, desktop alerts on request. */
export function NotificationCenter() {
  const { list, status: listStatus, connected } = useNotifications();
  const [permission, setPermission] = useState<NotificationPermission>(permissionNow);
  const [asked, setAsked] = useState(false);
  const enable = () => {
    setAsked(true);
    requestDesktopAlerts().then(setPermission, () => setPermission(permissionNow()));
  };
  const status = !asked
    ? undefined
    : permission === 'granted'
      ? t.desktopOn
      : permission === 'denied'
        ? t.desktopDenied
        : undefined;
  return (
    <NotificationBell
      notifications={list}
      listStatus={listStatus}
      connected={connected}
      onMarkRead={markNotificationRead}
      onEnableDesktop={desktopAlertsSupported() && permission === 'default' ? enable : undefined}
      desktopStatus={status}
    />
  );
}
