// JS as Chromium fetches it: every script response's transfer size (gzip on the wire), as a new visitor loads a
// tenant's login screen, then signs in and waits for the dashboard.
import type { Browser, Page, Request } from 'playwright-core';

export type Fetched = { bytes: number; files: string[] };
export type TenantFetch = { login: Fetched; dashboard: Fetched | null };

/** Only gzip is offered, so every figure (the bare floor too) is the same compressor's bytes. */
const gzipOnly = { 'Accept-Encoding': 'gzip' };

function recordScripts(page: Page) {
  const seen: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request: Request) => {
    if (request.resourceType() !== 'script') return;
    seen.push(
      (async () => {
        const response = await request.response();
        const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
        // Files too small to compress (under 512 bytes) come as they are; anything but gzip or identity is an error.
        if (encoding !== 'gzip' && encoding !== 'identity') throw new Error(`${request.url()} came with content-encoding ${encoding}`);
        const sizes = await request.sizes();
        return { url: request.url(), bytes: sizes.responseBodySize };
      })(),
    );
  });
  return async (): Promise<Fetched> => {
    const scripts = await Promise.all(seen);
    return { bytes: scripts.reduce((sum, s) => sum + s.bytes, 0), files: scripts.map((s) => new URL(s.url).pathname) };
  };
}

/** Counts requests from the page's start; the returned wait ends after quietMs with none in flight (bounded). */
function trackQuiet(page: Page) {
  let inFlight = 0;
  let changed = Date.now();
  const bump = (d: number) => () => ((inFlight = Math.max(0, inFlight + d)), (changed = Date.now()));
  page.on('request', bump(1));
  page.on('requestfinished', bump(-1));
  page.on('requestfailed', bump(-1));
  return async (quietMs = 700, timeoutMs = 30_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - changed < quietMs) {
      if (Date.now() > deadline) throw new Error(`${page.url()}: network not quiet after ${timeoutMs} ms`);
      await page.waitForTimeout(50);
    }
  };
}

/** A page as on a first visit: a new context (no cookies, no storage, no HTTP cache), offering gzip only. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: gzipOnly, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** The bare React page's JS: the floor, fetched the same way. */
export async function fetchedFloor(browser: Browser, url: string): Promise<Fetched> {
  const page = await freshPage(browser);
  const scripts = recordScripts(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('h1').waitFor();
  const result = await scripts();
  await page.context().close();
  return result;
}

/**
 * A tenant's login screen as a first visit fetches it (login modal and cookie banner included), then, with a
 * demo user, the sign-in up to the dashboard's 'dashboard-ready' mark (figures are cumulative).
 */
export async function fetchedTenant(browser: Browser, origin: string, user: { login: string; password: string } | null): Promise<TenantFetch> {
  const page = await freshPage(browser);
  const scripts = recordScripts(page);
  const quiet = trackQuiet(page);
  await page.goto(`${origin}/`);
  await page.getByLabel('Digite seu e-mail').waitFor();
  await quiet();
  const login = await scripts();
  if (!user) {
    await page.context().close();
    return { login, dashboard: null };
  }
  // A person closes the login modal first (it covers the form).
  if (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape');
  await page.getByLabel('Digite seu e-mail').fill(user.login);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByLabel('Digite sua senha').fill(user.password);
  await page.getByLabel('Digite sua senha').press('Enter');
  await page.waitForFunction(() => performance.getEntriesByName('dashboard-ready', 'mark').length > 0, null, { timeout: 60_000 });
  await quiet();
  const dashboard = await scripts();
  await page.context().close();
  return { login, dashboard };
}
