import type { Automation } from '../schemas/admin-operations';
import { adminOperationsUi } from './messages/admin-operations-ui';

const t = adminOperationsUi.automations;

/** Who an automation goes to, in words: everyone, or its groups and e-mails. */
export function audienceText({ everyone, groups = [], emails = [] }: Automation['recipients']): string {
  if (everyone) return t.sendToEveryone;
  return t.sendList([...(groups.length > 0 ? [t.sendToGroups(groups)] : []), ...emails]);
}

/** The question before 'Enviar agora' (a send reaches every recipient at once and cannot be undone). */
export function sendConfirmation(automation: Automation): { title: string; text: string } {
  const channels = t.sendList(automation.channels.map((c) => t.sendChannels[c] ?? c));
  return { title: t.sendTitle(automation.name), text: t.sendText(automation.title, audienceText(automation.recipients), channels) };
}
