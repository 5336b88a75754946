import { adminPermissionNames } from '../schemas/admin-permission-names';
import { tenantAdminGroup } from './tenant-groups';

/**
 * Admin-area permissions (issue 10; SPEC §6 "not shown"): named permissions a group grants, so a tenant can
 * have delegated admins. The tenant's admin group holds them all.
 */
export const adminPermissions = adminPermissionNames;

export type AdminPermission = (typeof adminPermissions)[number];

/** Which permissions each group grants (company.admin.permissions in the tenant config). */
export type PermissionGrants = Readonly<Record<string, readonly string[]>>;

/** The admin permissions a user with these groups holds. */
export function permissionsOf(groups: readonly string[], grants: PermissionGrants = {}): AdminPermission[] {
  if (groups.includes(tenantAdminGroup)) return [...adminPermissions];
  const granted = new Set(groups.flatMap((g) => (Object.hasOwn(grants, g) ? grants[g] ?? [] : [])));
  return adminPermissions.filter((p) => granted.has(p));
}

export function hasPermission(groups: readonly string[], grants: PermissionGrants | undefined, permission: AdminPermission): boolean {
  return permissionsOf(groups, grants).includes(permission);
}
