// SPEC §2: the favicon switches to a notification icon while there are unread notifications. Both icons are PNG
// (rendered by scripts/favicons.ts): the browser decodes a favicon on the page's main thread, and an SVG one costs
// a whole isolated SVG document there.
const NOTIFICATION_ICON = '/favicon-notification.png';

let defaultIcon: string | null = null;

function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    link.type = 'image/png';
    document.head.append(link);
  }
  return link;
}

/** Shows the notification icon (true) or the page's own favicon (false). */
export function showNotificationFavicon(on: boolean): void {
  const link = iconLink();
  defaultIcon ??= link.getAttribute('href') ?? '/favicon.png';
  const href = on ? NOTIFICATION_ICON : defaultIcon;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  link.dataset.notification = on ? 'true' : 'false';
}
