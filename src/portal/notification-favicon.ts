// SPEC §2: the favicon switches to a notification icon while there are unread notifications.
const NOTIFICATION_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path fill="#12355b" d="M16 3a9 9 0 0 0-9 9v6l-3 4v2h24v-2l-3-4v-6a9 9 0 0 0-9-9zm-4 23a4 4 0 0 0 8 0z"/><circle cx="25" cy="7" r="6" fill="#d32f2f"/></svg>',
)}`;

let defaultIcon: string | null = null;

function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  return link;
}

/** Shows the notification icon (true) or the page's own favicon (false). */
export function showNotificationFavicon(on: boolean): void {
  const link = iconLink();
  defaultIcon ??= link.getAttribute('href') ?? '/favicon.svg';
  const href = on ? NOTIFICATION_ICON : defaultIcon;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  link.dataset.notification = on ? 'true' : 'false';
}
