import type { CompanyConfig } from '../schemas/company';

/** SPEC §2 /blocked: the company's message.blockedAccess for this hostname (port ignored), or null. */
export function blockedAccessMessage(
  company: Pick<CompanyConfig, 'message'>,
  hostname: string,
): string | null {
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '');
  const byDomain = company.message?.blockedAccess ?? {};
  return Object.hasOwn(byDomain, host) ? (byDomain[host] ?? null) : null;
}

/** SPEC §2 /disabled: a company whose status is 'disabled'. */
export function isCompanyDisabled(company: Pick<CompanyConfig, 'status'>): boolean {
  return company.status === 'disabled';
}
