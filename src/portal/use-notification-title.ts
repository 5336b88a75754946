import { useEffect, useLayoutEffect } from 'react';
import { showsNotificationIcon } from '../../domain/page-title';
import { startLiveNotifications } from '../realtime/live-notifications';
import { setTitleCount } from '../ui/document-title';
import { inNextTask } from '../ui/next-task';
import { showNotificationFavicon } from './notification-favicon';
import { useUnreadCount } from './unread-store';

/**
 * SPEC §2: '(n)' title prefix and notification favicon from the unread notifications of the user, fed live by
 * the notifications socket (src/realtime: the list is fetched on every subscribe, pushes and reads follow).
 */
export function useNotificationTitle(companyId: string, userId: string): void {
  const unread = useUnreadCount();
  // The portal remounts on every navigation: the connection is started once per user and session and stays.
  // It starts in a task of its own, not in the dashboard's first commit: opening the socket and starting its
  // statechart made that long task 20-45 ms longer at 4x CPU (issue 14, blocking time).
  useEffect(() => inNextTask(() => startLiveNotifications(companyId, userId)), [companyId, userId]);
  // Layout effect: the title's count and the icon change in the same commit as the list, not a frame later. Both
  // belong to the portal: another screen (admin, account pages) shows neither.
  useLayoutEffect(() => {
    setTitleCount(unread);
    showNotificationFavicon(showsNotificationIcon(unread));
    return () => {
      setTitleCount(0);
      showNotificationFavicon(false);
    };
  }, [unread]);
}
