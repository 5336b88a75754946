import { useEffect } from 'react';
import { pageTitle, showsNotificationIcon, unreadCount } from '../../domain/page-title';
import { fetchUnreadNotifications } from './portal-api';
import { showNotificationFavicon } from './notification-favicon';
import { setUnreadCount, useUnreadCount } from './unread-store';

/** Whose unread count was fetched in this page load: the portal remounts on every navigation. */
let fetchedFor: string | null = null;

/** SPEC §2: '(n)' title prefix and notification favicon from the unread notifications of the user. */
export function useNotificationTitle(companyId: string, userId: string, appTitle: string): void {
  const unread = useUnreadCount();
  useEffect(() => {
    const key = `${companyId}/${userId}`;
    if (fetchedFor === key) return;
    fetchedFor = key;
    fetchUnreadNotifications(companyId).then(
      (list) => setUnreadCount(unreadCount(list)),
      () => {
        fetchedFor = null;
      },
    );
  }, [companyId, userId]);
  useEffect(() => {
    document.title = pageTitle(appTitle, unread);
    showNotificationFavicon(showsNotificationIcon(unread));
    return () => {
      document.title = appTitle;
      showNotificationFavicon(false);
    };
  }, [appTitle, unread]);
}
