/** The tenant's admin group (the demo's admin@demo.com.br): its users work in 'Administração' (issue 9). */
export const tenantAdminGroup = 'admin';

/** Whether a user with these groups administers the tenant's configuration. */
export function isTenantAdmin(groups: readonly string[]): boolean {
  return groups.includes(tenantAdminGroup);
}

/** SPEC §6's special group, with the internal e-mail domain: the platform's operators (issue 9). */
export const operatorGroup = 'adapcon';

export function isPlatformOperator(groups: readonly string[], email: string, internalDomain: string): boolean {
  return groups.includes(operatorGroup) && email.toLowerCase().endsWith(`@${internalDomain.toLowerCase()}`);
}
