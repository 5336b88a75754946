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

/** A link on the tenant's stored domain: `path` plus query parameters, each URL-encoded (e-mail `@` -> %40). */
export function tenantLink(tenant: Tenant, config: ServerConfig, path: string, query: Record<string, string> = {}): string {
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${tenantBaseUrl(tenant, config)}${path}${search ? `?${search}` : ''}`;
}

/** Every http(s) URL in a text, in order. */
export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
}
