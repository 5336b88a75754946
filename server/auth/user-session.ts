import type { UserSession } from '../../schemas/session';
import type { SessionPosition } from './session-store';
import type { UserSessionRow } from './user-queries';
import { firstName } from '../../domain/user';

/** The browser's view of a signed-in user (schemas/session.ts UserSession). */
export function toUserSession(row: UserSessionRow & SessionPosition, isPublic = false): UserSession {
  const selected = row.entities.filter((e) => e.selected).map(({ code, description }) => ({ code, description }));
  const channels = (row.notifications.channels ?? undefined) as UserSession['notifications']['channels'];
  return {
    id: row.id,
    email: row.email,
    nick: row.nick,
    firstNick: firstName(row.nick),
    groups: isPublic ? [] : [...row.groups],
    ...(row.phone ? { phone: row.phone } : {}),
    feedbackScore: row.feedback_score,
    selectedEntity: selected[0] ?? null,
    entitySelected: selected,
    pendingTerms: Object.fromEntries(row.pending_terms.map((t) => [t.id, { version: t.version }])),
    notifications: {
      revisionDate: row.revision_date ? new Date(row.revision_date).toISOString() : null,
      ...(channels ? { channels } : {}),
    },
    isPublic,
    isLdapUser: Boolean(row.ldap_domain),
    isAdfsUser: row.is_adfs,
    hasEntity: row.entities.length > 0,
    hasEntitySelected: selected.length > 0,
    hasAccountsAccess: !isPublic && row.accounts_access === true,
    entityPendingApproval: row.entity_pending_approval === true,
    ...(typeof row.latitude === 'number' && typeof row.longitude === 'number'
      ? { geolocation: { latitude: row.latitude, longitude: row.longitude } }
      : {}),
  };
}

const projections = new WeakMap<UserSessionRow, { user?: UserSession; visitor?: UserSession }>();

/**
 * toUserSession of a session row from the session cache (session-store.ts), built once per row object and
 * frozen: the cache replaces a row when it reads it again and never edits its user fields, so a session
 * validated many times a second does not rebuild the same view each time.
 */
export function cachedUserSession(row: UserSessionRow & SessionPosition, isPublic: boolean): UserSession {
  let entry = projections.get(row);
  if (!entry) projections.set(row, (entry = {}));
  const key = isPublic ? 'visitor' : 'user';
  return (entry[key] ??= deepFreeze(toUserSession(row, isPublic)));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
