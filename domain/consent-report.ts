import { formatDateTime } from './dates';
import { adminOperationsMessages } from './messages/admin-operations';

/**
 * The consent report (issue 10; LGPD requests): who accepted which version of which term, when and from where,
 * and which notification channels each user chose and when.
 */
export type ConsentTerm = { termId: string; title: string; version: number; acceptedAt: string; ip: string };
export type ConsentChannels = Record<string, { status: boolean }>;
export type ConsentUser = {
  email: string;
  nick: string;
  terms: ConsentTerm[];
  notifications: { revisionDate: string | null; channels: ConsentChannels };
};

const isChannel = (v: unknown): v is { status: boolean } =>
  typeof v === 'object' && v !== null && typeof (v as { status?: unknown }).status === 'boolean';

/**
 * A user's notification channels as stored: `{channels: {whatsapp: {status}}}` (the profile's update) or the
 * channels map itself (the demo seed). Anything else is no channel. Sorted by name, whatever the storage's order.
 */
export function consentChannels(stored: unknown): ConsentChannels {
  if (typeof stored !== 'object' || stored === null) return {};
  const inner = (stored as { channels?: unknown }).channels;
  const map = typeof inner === 'object' && inner !== null ? inner : stored;
  const entries = Object.entries(map)
    .filter((entry): entry is [string, { status: boolean }] => isChannel(entry[1]))
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries.map(([name, { status }]) => [name, { status }]));
}

/**
 * The report as spreadsheet rows: a header, then one row per accepted term (a user with none gets one row with
 * the term cells empty). Dates 'DD/MM/YYYY HH:mm' (SPEC §9) in `timeZone`.
 */
export function consentRows(users: readonly ConsentUser[], timeZone: string): string[][] {
  const text = adminOperationsMessages.consents;
  const rows: string[][] = [[...text.header]];
  for (const user of users) {
    const channels = Object.entries(user.notifications.channels)
      .map(([name, { status }]) => text.channel(name, status))
      .join(', ');
    const revised = user.notifications.revisionDate ? formatDateTime(user.notifications.revisionDate, timeZone) : '';
    const terms: (ConsentTerm | null)[] = user.terms.length > 0 ? user.terms : [null];
    for (const term of terms) {
      rows.push([
        user.email,
        user.nick,
        term ? `${term.termId} (${term.title})` : '',
        term ? String(term.version) : '',
        term ? formatDateTime(term.acceptedAt, timeZone) : '',
        term?.ip ?? '',
        channels,
        revised,
      ]);
    }
  }
  return rows;
}
