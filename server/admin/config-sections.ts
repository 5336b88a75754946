import { isDeepStrictEqual } from 'node:util';
import type { AdminPermission } from '../../domain/admin-permissions';
import { tenantConfigMessages } from '../../domain/messages/tenant-config';
import type { ConfigProblem, TenantConfig } from '../../schemas/admin-config';
import type { CompanyConfig, Module } from '../../schemas/company';

type CompanyKey = keyof CompanyConfig;

/**
 * Parts of the company config that delegated admins edit with their own permission (issue 10); each save is a
 * config version like any other. 'profiles' may change only who sees what (groups) and the permissions grants.
 */
export const configSections = {
  modules: { permission: 'modules', keys: ['modules'] },
  messages: { permission: 'messages', keys: ['message', 'modalLogin', 'modalDashboard'] },
  profiles: { permission: 'profiles', keys: ['modules', 'admin'] },
} as const satisfies Record<string, { permission: AdminPermission; keys: readonly CompanyKey[] }>;

export type ConfigSectionName = keyof typeof configSections;

export const sectionNames = Object.keys(configSections) as ConfigSectionName[];

/** The section's part of a company config. */
export function sectionValue(company: CompanyConfig, section: ConfigSectionName): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const key of configSections[section].keys) if (company[key] !== undefined) value[key] = company[key];
  return value;
}

/** The document with the section's keys replaced by `value` (a key absent from `value` is removed). */
export function withSection(document: TenantConfig, section: ConfigSectionName, value: Record<string, unknown>): TenantConfig {
  const company: Record<string, unknown> = { ...document.company };
  for (const key of configSections[section].keys) {
    if (value[key] === undefined) delete company[key];
    else company[key] = value[key];
  }
  return { ...document, company: company as CompanyConfig };
}

/** Keys a section does not own: a problem each. */
export function foreignKeys(section: ConfigSectionName, value: Record<string, unknown>): ConfigProblem[] {
  const own: readonly string[] = configSections[section].keys;
  return Object.keys(value)
    .filter((k) => !own.includes(k))
    .map((k) => ({ path: `/company/${k}`, message: tenantConfigMessages.rules.notInSection(k), severity: 'error' }));
}

const withoutGroups = (modules: readonly Module[]) =>
  modules.map(({ role, items, ...rest }) => {
    const { groups: _g, ...otherRole } = role ?? {};
    return { ...rest, role: otherRole, items: items.map(({ groups: _ig, ...item }) => item) };
  });

/**
 * What a 'profiles' save may not do: change modules beyond their groups, or grant a permission the admin lacks
 * (no one raises their own rights).
 */
export function profileProblems(before: CompanyConfig, after: CompanyConfig, actorPermissions: readonly AdminPermission[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!isDeepStrictEqual(withoutGroups(before.modules), withoutGroups(after.modules))) {
    problems.push({ path: '/company/modules', message: tenantConfigMessages.rules.onlyGroups, severity: 'error' });
  }
  const granted = (c: CompanyConfig) => c.admin?.permissions ?? {};
  for (const [group, permissions] of Object.entries(granted(after))) {
    const had = granted(before)[group] ?? [];
    for (const p of permissions) {
      if (!had.includes(p) && !actorPermissions.includes(p)) {
        problems.push({ path: `/company/admin/permissions/${group}`, message: tenantConfigMessages.rules.grantBeyondOwn(p), severity: 'error' });
      }
    }
  }
  return problems;
}
