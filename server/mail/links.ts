import type { ServerConfig } from '../config';
import type { Tenant } from '../tenancy/tenant-registry';

/**
 * The tenant's own address, from its stored domain (never from the request): https without port in
 * production, otherwise http with PUBLIC_PORT (or PORT).
 */
export function tenantBaseUrl(tenant: Tenant, config: ServerConfig): string {
  const domain = tenant.document.company.domain[0] ?? 'localhost';
  return config.production ? `https://${domain}` : `http://${domain}:${config.publicPort}`;
}

/** Every http(s) URL in a text, in order. */
export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
}
