import { blockedAccessMessage, isCompanyDisabled } from '../../domain/tenant-access';
import { fetchCompanyConfig } from '../api/config-api';
import { applyTheme } from './apply-theme';
import { cleanUpBrowserState } from './cleanup';
import type { Tenant } from './tenant-context';
import { preloadCompanyValidator, validateCompanyConfig } from './validate-company';

export type StartUp =
  | { ok: true; tenant: Tenant; redirect: string | null }
  | { ok: false; redirect: string };

function fullPath(location: Location): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Start-up (SPEC §4 "Route guard order", §9): clean the browser, fetch and check the config for the host,
 * apply colours and title, and decide the first redirect: /blocked (once, unless dev=1), /disabled, or /404
 * with the full path when anything fails.
 */
export async function startUp(location: Location = window.location): Promise<StartUp> {
  void preloadCompanyValidator().catch(() => undefined);
  await cleanUpBrowserState();
  const hostname = location.hostname;
  try {
    const company = await fetchCompanyConfig(hostname);
    if (!(await validateCompanyConfig(company))) throw new Error('invalid company config');
    applyTheme(company);
    const dev = new URLSearchParams(location.search).get('dev');
    const blocked = blockedAccessMessage(company, hostname);
    const blockedMessage = blocked && dev !== '1' ? blocked : null;
    const tenant: Tenant = { company, hostname, blockedMessage };
    let redirect: string | null = null;
    if (blockedMessage) redirect = '/blocked';
    else if (isCompanyDisabled(company)) redirect = '/disabled';
    return { ok: true, tenant, redirect };
  } catch {
    return { ok: false, redirect: `/404?path=${encodeURIComponent(fullPath(location))}` };
  }
}
