import { companyConfigPath } from '../../domain/company-config-path';
import type { CompanyConfig } from '../../schemas/company';
import { apiRequest } from './http-client';

/**
 * SPEC §1/§7: hosts containing 'localhost' use the local config; others the cached public document. A plain GET
 * (no headers of ours), so it takes the response of the page's `<link rel="preload" as="fetch">` of the same URL.
 */
export function fetchCompanyConfig(hostname: string): Promise<CompanyConfig> {
  return apiRequest(companyConfigPath(hostname), {
    raw: !hostname.includes('localhost'),
    plain: true,
    connectionErrors: false,
    sessionErrors: false,
  });
}
