import type { Tenant } from '../tenancy/tenant-registry';

export const defaultIdleMinutes = 60;
export const defaultAbsoluteHours = 12;

/** Idle and absolute lifetimes in ms; tenant server.session overrides (the schema bounds them). */
export function sessionLifetimes(tenant: Tenant): { idleMs: number; absoluteMs: number } {
  const s = tenant.document.server.session;
  return {
    idleMs: (s?.idleMinutes ?? defaultIdleMinutes) * 60_000,
    absoluteMs: (s?.absoluteHours ?? defaultAbsoluteHours) * 3_600_000,
  };
}
