import type { Module } from '../schemas/company';

/**
 * SPEC §2/§6: modules flagged for the login screen (role.showLogin), for public visitors. A visitor has no
 * groups, so of each module only the items without groups (and not hidden) are shown, and a module left with
 * none is not (SPEC §6: a module needs a visible item). `visibleWhen` rules apply to signed-in users
 * (domain/visibility.ts), which keeps json-logic out of the login route's bundle.
 */
export function publicModules(modules: readonly Module[]): Module[] {
  return modules
    .filter((m) => m.role?.showLogin === true && !m.hidden)
    .map((m) => ({ ...m, items: m.items.filter((i) => !i.hidden && (i.groups ?? []).length === 0) }))
    .filter((m) => m.items.length > 0);
}
