import type { UserSession } from '../../schemas/session';
import type { UserSessionRow } from './user-queries';
import { firstName } from '../../domain/user';

/** The browser's view of a signed-in user (schemas/session.ts UserSession). */
export function toUserSession(row: UserSessionRow, isPublic = false): UserSession {
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
  };
}
