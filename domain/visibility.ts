import type { Module, ModuleItem } from '../schemas/company';

const sharesGroup = (required: readonly string[] | undefined, groups: readonly string[]) =>
  !required || required.length === 0 || required.some((g) => groups.includes(g));

/** SPEC §6: an item is visible with no groups or a group in common with the user. */
export function isItemVisible(item: Pick<ModuleItem, 'groups'>, groups: readonly string[]): boolean {
  return sharesGroup(item.groups, groups);
}

/** SPEC §6: modules the user may see, each with only its visible items; modules left empty are dropped. */
export function visibleModules(modules: readonly Module[], groups: readonly string[]): Module[] {
  return modules
    .filter((m) => sharesGroup(m.role?.groups, groups))
    .map((m) => ({ ...m, items: m.items.filter((i) => isItemVisible(i, groups)) }))
    .filter((m) => m.items.length > 0);
}

/** SPEC §2/§6: modules flagged for the login screen (role.showLogin), for public visitors. */
export function publicModules(modules: readonly Module[]): Module[] {
  return modules.filter((m) => m.role?.showLogin === true);
}
