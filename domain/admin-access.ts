import { operatorGroup, tenantAdminGroup } from './tenant-groups';

// The group names live in tenant-groups.ts, which the admin screens share with this file: this file stays in the
// portal's chunk alone, so a portal user never loads a chunk named after the admin area.
export { operatorGroup, tenantAdminGroup };

/** Whether a user with these groups administers the tenant's configuration. */
export function isTenantAdmin(groups: readonly string[]): boolean {
  return groups.includes(tenantAdminGroup);
}


export function isPlatformOperator(groups: readonly string[], email: string, internalDomain: string): boolean {
  return groups.includes(operatorGroup) && email.toLowerCase().endsWith(`@${internalDomain.toLowerCase()}`);
}

/**
 * Whether a user with these groups holds at least one admin-area permission (issue 10): the portal's
 * 'Administração' entry. The same answer as `permissionsOf(groups, grants).length > 0` (domain/admin-permissions.ts,
 * a unit test holds them together), without the permission list's schema module, which the portal's chunk
 * would otherwise carry with TypeBox.
 */
export function hasAdminArea(groups: readonly string[], grants: Readonly<Record<string, readonly string[]>> = {}): boolean {
  return isTenantAdmin(groups) || groups.some((g) => Object.hasOwn(grants, g) && (grants[g]?.length ?? 0) > 0);
}
