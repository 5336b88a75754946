import type { Module } from '../schemas/company';

/**
 * SPEC §2/§6: modules flagged for the login screen (role.showLogin), for public visitors. Only the flag
 * counts here: `visibleWhen` rules apply to signed-in users (domain/visibility.ts), which keeps json-logic out
 * of the login route's bundle.
 */
export function publicModules(modules: readonly Module[]): Module[] {
  return modules.filter((m) => m.role?.showLogin === true && !m.hidden);
}
