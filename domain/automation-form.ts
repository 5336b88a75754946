import type { Automation, AutomationInput } from '../schemas/admin-operations';
import { isValidEmail, normalizeEmail } from './email';
import { adminOperationsUi } from './messages/admin-operations-ui';
import type { AutomationChannel } from './notification-automation';

/** The automation form as typed (issue 10): groups and e-mails as text lists. */
export type AutomationDraft = {
  name: string;
  title: string;
  message: string;
  module: string;
  everyone: boolean;
  groups: string;
  emails: string;
  channels: AutomationChannel[];
  notify: boolean;
};
export type AutomationField = 'name' | 'title' | 'message' | 'recipients' | 'emails' | 'channels';
export type AutomationDraftResult = { ok: true; input: AutomationInput } | { ok: false; errors: Partial<Record<AutomationField, string>> };

const t = adminOperationsUi.automations;

export const emptyAutomationDraft: AutomationDraft = {
  name: '',
  title: '',
  message: '',
  module: '',
  everyone: false,
  groups: '',
  emails: '',
  channels: ['portal'],
  notify: true,
};

/** A stored automation as the form shows it. */
export function automationDraftOf(automation: Automation): AutomationDraft {
  return {
    name: automation.name,
    title: automation.title,
    message: automation.message,
    module: automation.module ?? '',
    everyone: automation.recipients.everyone === true,
    groups: (automation.recipients.groups ?? []).join(', '),
    emails: (automation.recipients.emails ?? []).join(', '),
    channels: automation.channels.filter((c): c is AutomationChannel => c === 'portal' || c === 'email'),
    notify: automation.notify,
  };
}

/** A typed list split on commas, semicolons and line breaks, trimmed, without blanks or repeats (first kept). */
export function splitList(text: string, normalize: (item: string) => string = (item) => item): string[] {
  const items = text
    .split(/[,;\n]/)
    .map((item) => normalize(item.trim()))
    .filter((item) => item !== '');
  return [...new Set(items)];
}

/** The draft as the API's body, or a pt-BR message per field that needs fixing. */
export function automationInputOf(draft: AutomationDraft): AutomationDraftResult {
  const errors: Partial<Record<AutomationField, string>> = {};
  for (const field of ['name', 'title', 'message'] as const) if (draft[field].trim() === '') errors[field] = t.required;
  const groups = splitList(draft.groups);
  const emails = splitList(draft.emails, normalizeEmail);
  const bad = emails.filter((email) => !isValidEmail(email));
  if (bad.length > 0) errors.emails = t.badEmails(bad.join(', '));
  if (!draft.everyone && groups.length === 0 && emails.length === 0) errors.recipients = t.noRecipients;
  if (draft.channels.length === 0) errors.channels = t.noChannels;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const recipients = draft.everyone ? { everyone: true } : { ...(groups.length ? { groups } : {}), ...(emails.length ? { emails } : {}) };
  return {
    ok: true,
    input: {
      name: draft.name.trim(),
      title: draft.title.trim(),
      message: draft.message,
      module: draft.module.trim() === '' ? null : draft.module.trim(),
      recipients,
      channels: [...draft.channels],
      notify: draft.notify,
    },
  };
}
