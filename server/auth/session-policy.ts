import type { Tenant } from '../tenancy/tenant-registry';

export const defaultIdleMinutes = 60;
export const defaultAbsoluteHours = 12;
/** The bounds schemas/tenant.ts puts on server.session; enforced again here in case a document slips past. */
export const idleMinutesBounds = { min: 5, max: 1440 } as const;
export const absoluteHoursBounds = { min: 1, max: 720 } as const;

const clamp = (n: number, b: { min: number; max: number }) => Math.min(b.max, Math.max(b.min, n));

/** Idle and absolute lifetimes in ms; tenant server.session overrides within the bounds. */
export function sessionLifetimes(tenant: Tenant): { idleMs: number; absoluteMs: number } {
  const s = tenant.document.server.session;
  return {
    idleMs: clamp(s?.idleMinutes ?? defaultIdleMinutes, idleMinutesBounds) * 60_000,
    absoluteMs: clamp(s?.absoluteHours ?? defaultAbsoluteHours, absoluteHoursBounds) * 3_600_000,
  };
}
