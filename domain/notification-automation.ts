import { automationChannels } from '../schemas/automation-channels';
import { normalizeEmail } from './email';

/**
 * Notification automation (issue 10): a message an admin configures once and sends to its recipients (everyone,
 * groups, e-mails) through the channels chosen: the portal's notification list and e-mail.
 */
export { automationChannels };
export type AutomationChannel = (typeof automationChannels)[number];

export type AutomationRecipients = { everyone?: boolean; groups?: readonly string[]; emails?: readonly string[] };

/** Whether the recipients name anyone at all (everyone, a group or an e-mail). */
export function hasRecipients(recipients: AutomationRecipients): boolean {
  return recipients.everyone === true || (recipients.groups?.length ?? 0) > 0 || (recipients.emails?.length ?? 0) > 0;
}

/** Whether a user is among the recipients: everyone, a shared group, or their e-mail listed (any case). */
export function isRecipient(recipients: AutomationRecipients, user: { email: string; groups: readonly string[] }): boolean {
  if (recipients.everyone === true) return true;
  if (recipients.groups?.some((g) => user.groups.includes(g))) return true;
  const email = normalizeEmail(user.email);
  return recipients.emails?.some((e) => normalizeEmail(e) === email) ?? false;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of a notification's HTML for a plain-text e-mail: line breaks kept, tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)\s*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, name: string) => {
      if (!name.startsWith('#')) return entities[name.toLowerCase()] ?? whole;
      const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
