import type { CompanyConfig } from '../../schemas/company';
import type { TenantConfig } from '../../schemas/admin-config';

/** What an operator sets: active, disabled (SPEC's /disabled) or blocked (every domain's blocked-access message). */
export type TenantStatus = 'active' | 'disabled' | 'blocked';

export function tenantStatus(company: CompanyConfig): TenantStatus {
  if (company.status === 'disabled') return 'disabled';
  const blocked = company.message?.blockedAccess ?? {};
  return company.domain.length > 0 && company.domain.every((d) => Object.hasOwn(blocked, d)) ? 'blocked' : 'active';
}

/**
 * The config with that status: blocked writes `message` for every domain; active clears every block (the
 * tenant's own per-domain blocks too: active means every domain answers); disabled leaves the blocks as they are.
 */
export function withTenantStatus(document: TenantConfig, status: TenantStatus, message: string): TenantConfig {
  const company = structuredClone(document.company);
  company.status = status === 'disabled' ? 'disabled' : 'active';
  if (status === 'disabled') return { ...document, company };
  const { blockedAccess: _old, ...otherMessages } = company.message ?? {};
  const blockedAccess = status === 'blocked' ? Object.fromEntries(company.domain.map((d) => [d, message])) : undefined;
  const next = { ...otherMessages, ...(blockedAccess ? { blockedAccess } : {}) };
  if (Object.keys(next).length > 0) company.message = next;
  else delete company.message;
  return { ...document, company };
}
