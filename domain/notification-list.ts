// SPEC §3 "Notification" in the browser: the header list fed by the list route and the notifications socket.
// One rule keeps it free of duplicates: a notification is known by its identifier.

export type PortalNotification = {
  identifier: string;
  uniqueIdentifier: string;
  module: string | null;
  read: boolean;
  title: string;
  message: string;
  notify: boolean;
  /** When it was sent (ISO 8601); absent from a server that does not say. */
  createdAt?: string;
};

/**
 * Where the user's list stands: on its way, failed (and none answered yet), or loaded. Until it loads, an empty list
 * is not 'none'.
 */
export type NotificationListStatus = 'loading' | 'failed' | 'loaded';

/** A pushed notification: added on top, unless one with its identifier is already listed (a replayed push). */
export function addNotification(
  list: readonly PortalNotification[],
  next: PortalNotification,
): readonly PortalNotification[] {
  return list.some((n) => n.identifier === next.identifier) ? list : [next, ...list];
}

/**
 * After a (re)subscribe the fetched list is the truth for what it holds; a push that arrived while it was in
 * flight (so not in it) stays on top. Read wins: something marked read here is not shown unread again.
 */
export function mergeNotifications(
  current: readonly PortalNotification[],
  fetched: readonly PortalNotification[],
): readonly PortalNotification[] {
  const readHere = new Set(current.filter((n) => n.read).map((n) => n.identifier));
  const fetchedIds = new Set(fetched.map((n) => n.identifier));
  const seen = new Set<string>();
  const merged: PortalNotification[] = [];
  for (const n of [...current.filter((c) => !fetchedIds.has(c.identifier)), ...fetched]) {
    if (seen.has(n.identifier)) continue;
    seen.add(n.identifier);
    merged.push(readHere.has(n.identifier) && !n.read ? { ...n, read: true } : n);
  }
  return merged;
}

/** Marks one read (from this tab, another tab or another process); unknown identifiers change nothing. */
export function markNotificationRead(
  list: readonly PortalNotification[],
  identifier: string,
): readonly PortalNotification[] {
  const found = list.find((n) => n.identifier === identifier);
  if (!found || found.read) return list;
  return list.map((n) => (n.identifier === identifier ? { ...n, read: true } : n));
}

/** The desktop notification's body: tenant HTML reduced to plain text (no markup reaches the OS). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
