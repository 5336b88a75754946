import { splitList, type AutomationDraft } from './automation-form';
import { adminOperationsUi } from './messages/admin-operations-ui';

/** What the screen knows of the tenant: its groups and its modules' ids; null when the admin may not read them. */
export type KnownReferences = { groups: readonly string[] | null; modules: readonly string[] | null };
export type AutomationWarnings = Partial<Record<'groups' | 'module', string>>;

const t = adminOperationsUi.automations;

/**
 * A group or module the draft names that the tenant does not have. The server stores them as typed (a group may
 * get members later), so these are warnings, not errors: nobody would receive it through that group, and the
 * notification would open no module. Nothing is said about what the screen could not read.
 */
export function automationWarnings(draft: AutomationDraft, known: KnownReferences): AutomationWarnings {
  const warnings: AutomationWarnings = {};
  if (!draft.everyone && known.groups) {
    const groups = known.groups;
    const unknown = splitList(draft.groups).filter((group) => !groups.includes(group));
    if (unknown.length > 0) warnings.groups = t.unknownGroups(unknown);
  }
  const module = draft.module.trim();
  if (module !== '' && known.modules && !known.modules.includes(module)) warnings.module = t.unknownModule(module);
  return warnings;
}
