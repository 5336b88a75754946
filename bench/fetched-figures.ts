// Per demo tenant: the JS Chromium fetches (gzip on the wire) for the login screen and up to a shown dashboard,
// against the bare Vite React page fetched the same way in the same run.
import { readTenantFixtures } from '../server/db/seed';
import { tenantFixturesDir } from '../server/paths';
import { startExternalVerifier } from '../scripts/peers/external-verifier';
import { launchChromiumBrowser } from './browser';
import { fetchedFloor, fetchedTenant, type Fetched, type TenantFetch } from './fetched-js';
import { kib, ratio, type Row } from './report';

export const fetchedBudget = { login: 1.5, dashboard: 1.8 };

/**
 * Each demo tenant that has a login screen (a disabled one only shows /disabled), with its first host and the
 * first demo user who signs in with a password there.
 */
export function demoTenants(port: number) {
  return readTenantFixtures(tenantFixturesDir).filter((doc) => doc.company.status !== 'disabled').map((doc) => {
    const host = doc.company.domain[0] ?? 'localhost';
    const user = (doc.seed?.users ?? []).find((u) => !u.blocked && !u.ldapDomain && !u.adfs);
    return {
      id: doc.company.id,
      origin: `http://${host}:${port}`,
      user: user ? { login: user.username ?? user.email, password: user.password } : null,
    };
  });
}

export type FetchedRun = { floor: Fetched; tenants: ({ id: string } & TenantFetch)[] };

/**
 * Gamma signs in through its external verifier at the fixture's address (the bench server runs in production,
 * where the demo peer URLs are not applied): started here, or already there from a running demo.
 */
async function gammaVerifier() {
  const gamma = readTenantFixtures(tenantFixturesDir).find((doc) => doc.company.id === 'gamma');
  const url = gamma?.server.externalAuth?.url;
  if (!url) return null;
  return startExternalVerifier({
    port: Number(new URL(url).port),
    secret: 'demo-gamma-verifier',
    accounts: [{ username: 'carlos', password: 'Portal@2026', email: 'carlos@gamma.com.br' }],
  }).catch(() => null);
}

export async function measureFetched(bareUrl: string, port: number): Promise<FetchedRun> {
  const verifier = await gammaVerifier();
  const browser = await launchChromiumBrowser();
  try {
    const floor = await fetchedFloor(browser, bareUrl);
    const tenants = [];
    for (const tenant of demoTenants(port)) tenants.push({ id: tenant.id, ...(await fetchedTenant(browser, tenant.origin, tenant.user)) });
    return { floor, tenants };
  } finally {
    await browser.close();
    await verifier?.stop();
  }
}

export function fetchedRows({ floor, tenants }: FetchedRun): Row[] {
  const floorText = `${kib(floor.bytes)} bare React`;
  const row = (figure: string, bytes: number, budget: number): Row => {
    const r = bytes / floor.bytes;
    return [figure, kib(bytes), floorText, `${ratio(bytes, floor.bytes)} (<= ${budget.toFixed(1)}x${r > budget ? ' OVER' : ''})`];
  };
  return tenants.flatMap((t) => [
    row(`login JS fetched (gzip), ${t.id}`, t.login.bytes, fetchedBudget.login),
    ...(t.dashboard
      ? [row(`JS fetched to dashboard (gzip), ${t.id}`, t.dashboard.bytes, fetchedBudget.dashboard)]
      : t.missed
        ? [[`JS fetched to dashboard (gzip), ${t.id}`, 'not measured', floorText, t.missed] as Row]
        : []),
  ]);
}
