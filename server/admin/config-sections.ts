import { isDeepStrictEqual } from 'node:util';
import type { AdminPermission } from '../../domain/admin-permissions';
import { tenantConfigMessages } from '../../domain/messages/tenant-config';
import type { ConfigProblem, TenantConfig } from '../../schemas/admin-config';
import type { CompanyConfig, Module } from '../../schemas/company';
import type { TenantServerConfig } from '../../schemas/tenant';

type CompanyKey = keyof CompanyConfig;
type ServerKey = keyof TenantServerConfig;

/**
 * Parts of the company config that delegated admins edit with their own permission (issue 10); each save is a
 * config version like any other. 'profiles' may change only who sees what (groups) and the permissions grants.
 */
export const configSections = {
  modules: { permission: 'modules', part: 'company', keys: ['modules'] },
  messages: { permission: 'messages', part: 'company', keys: ['message', 'modalLogin', 'modalDashboard'] },
  profiles: { permission: 'profiles', part: 'company', keys: ['modules', 'admin'] },
  invoice: { permission: 'finance', part: 'server', keys: ['invoice'] },
} as const satisfies Record<
  string,
  { permission: AdminPermission; part: 'company'; keys: readonly CompanyKey[] } | { permission: AdminPermission; part: 'server'; keys: readonly ServerKey[] }
>;

export type ConfigSectionName = keyof typeof configSections;

export const sectionNames = Object.keys(configSections) as ConfigSectionName[];

/** The section's part of a config document. */
export function sectionValue(document: TenantConfig, section: ConfigSectionName): Record<string, unknown> {
  const { part, keys } = configSections[section];
  const source = document[part] as Record<string, unknown>;
  const value: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) value[key] = source[key];
  return value;
}

/** The document with the section's keys replaced by `value` (a key absent from `value` is removed). */
export function withSection(document: TenantConfig, section: ConfigSectionName, value: Record<string, unknown>): TenantConfig {
  const { part, keys } = configSections[section];
  const target: Record<string, unknown> = { ...document[part] };
  for (const key of keys) {
    if (value[key] === undefined) delete target[key];
    else target[key] = value[key];
  }
  return { ...document, [part]: target };
}

/** Keys a section does not own: a problem each. */
export function foreignKeys(section: ConfigSectionName, value: Record<string, unknown>): ConfigProblem[] {
  const { part, keys } = configSections[section];
  const own: readonly string[] = keys;
  return Object.keys(value)
    .filter((k) => !own.includes(k))
    .map((k) => ({ path: `/${part}/${k}`, message: tenantConfigMessages.rules.notInSection(k), severity: 'error' }));
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
