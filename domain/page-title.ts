// SPEC §2: the page title gets a '(n)' prefix with the unread notification count; the favicon switches then.
// The screen on display names itself before the app's title (WCAG 2.4.2: a title that says where one is).

/** pageTitle('Portal', 3) -> '(3) Portal'; no prefix without unread notifications. */
export function pageTitle(title: string, unread: number): string {
  const count = Number.isFinite(unread) ? Math.max(0, Math.floor(unread)) : 0;
  return count > 0 ? `(${count}) ${title}` : title;
}

/** documentTitle('Portal', 'Boletos', 2) -> '(2) Boletos – Portal'; the app title alone when no screen is named. */
export function documentTitle(appTitle: string, screen: string, unread: number): string {
  const name = screen.trim();
  return pageTitle(name && name !== appTitle ? `${name} – ${appTitle}` : appTitle, unread);
}

/** True when the favicon should be the notification icon. */
export const showsNotificationIcon = (unread: number) => Number.isFinite(unread) && unread >= 1;

/** Unread count of a notifications list (SPEC §3 "Notification": read flag). */
export const unreadCount = (notifications: readonly { read?: boolean }[]) =>
  notifications.filter((n) => !n.read).length;
