/**
 * SPEC §1/§7: where the browser reads its tenant's public config: hosts containing 'localhost' use the local
 * config's envelope, others the cached public document of their host. One rule for the app's start-up fetch
 * and the server's `<link rel="preload">` of it (the preload is used only when both name the same URL).
 */
export function companyConfigPath(hostname: string): string {
  if (hostname.includes('localhost')) return '/core/v1/integration/config/get?id=local';
  return `/cache/${encodeURIComponent(hostname)}.json`;
}
