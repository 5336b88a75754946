import type { CompanyConfig } from '../../schemas/company';
import { apiRequest } from './http-client';

/** SPEC §1/§7: hosts containing 'localhost' use the local config; others the cached public document. */
export function fetchCompanyConfig(hostname: string): Promise<CompanyConfig> {
  if (hostname.includes('localhost')) {
    return apiRequest('/core/v1/integration/config/get?id=local', { connectionErrors: false, sessionErrors: false });
  }
  return apiRequest(`/cache/${encodeURIComponent(hostname)}.json`, {
    raw: true,
    connectionErrors: false,
    sessionErrors: false,
  });
}
