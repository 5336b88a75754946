import { createContext, useContext } from 'react';
import type { CompanyConfig } from '../../schemas/company';

/** What start-up learned about the tenant; routes read it through useTenant(). */
export type Tenant = {
  company: CompanyConfig;
  hostname: string;
  /** SPEC §2: the company's blocked-access message for this host, unless query dev=1 at start-up. */
  blockedMessage: string | null;
};

export const TenantContext = createContext<Tenant | null>(null);

export function useTenant(): Tenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant outside a loaded tenant');
  return tenant;
}
