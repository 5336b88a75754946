// Per demo tenant: the JS Chromium fetches (gzip on the wire) for the login screen and up to a shown dashboard,
// against the bare Vite React page fetched the same way in the same run.
import { readTenantFixtures } from '../server/db/seed';
import { tenantFixturesDir } from '../server/paths';
import { launchChromiumBrowser } from './browser';
import { fetchedFloor, fetchedTenant, type Fetched } from './fetched-js';
import { kib, ratio, type Row } from './report';

export const fetchedBudget = { login: 1.5, dashboard: 1.8 };

/** Each demo tenant with its first host and the first demo user who signs in with a password here. */
export function demoTenants(port: number) {
  return readTenantFixtures(tenantFixturesDir).map((doc) => {
    const host = doc.company.domain[0] ?? 'localhost';
    const user = (doc.seed?.users ?? []).find((u) => !u.blocked && !u.ldapDomain && !u.adfs);
    return {
      id: doc.company.id,
      origin: `http://${host}:${port}`,
      user: user ? { login: user.username ?? user.email, password: user.password } : null,
    };
  });
}

export type FetchedRun = { floor: Fetched; tenants: { id: string; login: Fetched; dashboard: Fetched | null }[] };

export async function measureFetched(bareUrl: string, port: number): Promise<FetchedRun> {
  const browser = await launchChromiumBrowser();
  try {
    const floor = await fetchedFloor(browser, bareUrl);
    const tenants = [];
    for (const tenant of demoTenants(port)) tenants.push({ id: tenant.id, ...(await fetchedTenant(browser, tenant.origin, tenant.user)) });
    return { floor, tenants };
  } finally {
    await browser.close();
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
    ...(t.dashboard ? [row(`JS fetched to dashboard (gzip), ${t.id}`, t.dashboard.bytes, fetchedBudget.dashboard)] : []),
  ]);
}
