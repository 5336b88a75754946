import type { Module, ModuleItem } from '../schemas/company';
import { ruleHolds, visibilityData, type VisibilityData, type VisibilityUser } from './visibility-rules';

/** Who is looking: the rule data of domain/visibility-rules.ts (user.groups is what SPEC §6 compares). */
export type VisibilityContext = VisibilityData;
export { visibilityData as visibilityContext };
export type { VisibilityUser };

const sharesGroup = (required: readonly string[] | undefined, groups: readonly string[]) =>
  !required || required.length === 0 || required.some((g) => groups.includes(g));

/** SPEC §6: an item is visible (unless hidden) with no groups or a group in common with the user; and its visibleWhen holds. */
export function isItemVisible(item: Pick<ModuleItem, 'groups' | 'visibleWhen' | 'hidden'>, context: VisibilityContext): boolean {
  if (item.hidden) return false;
  return sharesGroup(item.groups, context.user.groups) && ruleHolds(item.visibleWhen, context);
}

/**
 * SPEC §6 for the module itself (role.groups, the accounts-module access of role.requiresAccountsAccess, and
 * visibleWhen), before its items are counted.
 */
export function isModuleAllowed(module: Pick<Module, 'role' | 'visibleWhen' | 'hidden'>, context: VisibilityContext): boolean {
  if (module.hidden) return false;
  if (module.role?.requiresAccountsAccess && !context.user.accountsAccess) return false;
  return sharesGroup(module.role?.groups, context.user.groups) && ruleHolds(module.visibleWhen, context);
}

/** SPEC §6: modules the user may see, each with only its visible items; modules left empty are dropped. */
export function visibleModules(modules: readonly Module[], context: VisibilityContext): Module[] {
  return modules
    .filter((m) => isModuleAllowed(m, context))
    .map((m) => ({ ...m, items: m.items.filter((i) => isItemVisible(i, context)) }))
    .filter((m) => m.items.length > 0);
}

/**
 * Whether module `moduleId` and its item `itemId` are among the visible ones (the same answer as looking in
 * visibleModules: a visible item keeps its module), checking only that module and item instead of every one.
 */
export function isVisibleItem(modules: readonly Module[], context: VisibilityContext, moduleId: string, itemId: string): boolean {
  return modules.some(
    (m) => m.id === moduleId && isModuleAllowed(m, context) && m.items.some((i) => i.id === itemId && isItemVisible(i, context)),
  );
}
