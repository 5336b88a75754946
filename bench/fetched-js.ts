// JS as Chromium fetches it: every script response's transfer size (gzip on the wire), as a new visitor loads a
// tenant's login screen, then signs in and waits for the dashboard.
import type { Browser, Locator, Page, Request } from 'playwright-core';

export type Fetched = { bytes: number; files: string[] };
/** dashboard is null with the reason in `missed` when the sign-in could not be done here. */
export type TenantFetch = { login: Fetched; dashboard: Fetched | null; missed?: string };

/** Only gzip is offered, so every figure (the bare floor too) is the same compressor's bytes. */
const gzipOnly = { 'Accept-Encoding': 'gzip' };

/** Adds up the page's script responses from now on (transfer size, gzip or identity only). */
export function recordScripts(page: Page) {
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
export function trackQuiet(page: Page) {
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
export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: gzipOnly, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** Both steps of the login screen (closing what covers the form first: the login modal, a notice). */
async function signIn(page: Page, loginField: Locator, user: { login: string; password: string }): Promise<void> {
  await closeDialogs(page);
  const password = page.getByLabel('Digite sua senha');
  // E-mail first then password; a user-name tenant shows both fields at once.
  if (await loginField.isEditable()) await loginField.fill(user.login);
  if (!(await password.isVisible())) {
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await password.waitFor();
    await closeDialogs(page);
  }
  await password.fill(user.password);
  await password.press('Enter');
}

/** Escape on each open modal dialog, as many as are stacked (bounded). */
async function closeDialogs(page: Page): Promise<void> {
  for (let i = 0; i < 5 && (await page.locator('dialog[open]').count()) > 0; i += 1) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
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
  // The first field of the login screen: e-mail, or user name where the tenant signs in with one.
  const loginField = page.getByLabel(/^Digite seu (e-mail|usuário)$/);
  await loginField.waitFor().catch((error: Error) => {
    throw new Error(`${origin}: no login field (${error.message})`);
  });
  await quiet();
  const login = await scripts();
  if (!user) {
    await page.context().close();
    return { login, dashboard: null };
  }
  // A first connection check on a fresh server can time out (tenant local: 'Estamos em manutenção'): a person
  // closes the notice and signs in again; the JS is fetched once either way.
  for (let attempt = 1; ; attempt += 1) {
    await signIn(page, loginField, user);
    const ready = page.waitForFunction(() => performance.getEntriesByName('dashboard-ready', 'mark').length > 0, null, { timeout: 60_000 });
    const notice = page.locator('dialog[open]').waitFor({ timeout: 60_000 });
    const outcome = await Promise.race([ready.then(() => 'ready'), notice.then(() => 'notice')]).catch(async (error: Error) => {
      const text = (await page.locator('body').innerText().catch(() => '')).slice(0, 300).replace(/\s+/g, ' ');
      throw new Error(`${origin} (${user.login}): no dashboard-ready at ${page.url()}: ${text} (${error.message})`);
    });
    ready.catch(() => undefined);
    notice.catch(() => undefined);
    // A dialog once past the login screen is the dashboard's own (its modal): the sign-in went through.
    if (outcome === 'ready' || new URL(page.url()).pathname !== '/') {
      await ready;
      break;
    }
    if (attempt === 3) {
      const missed = `sign-in refused 3 times: ${(await page.locator('dialog[open]').innerText()).replace(/\s+/g, ' ')}`;
      await page.context().close();
      return { login, dashboard: null, missed };
    }
    await closeDialogs(page);
  }
  await quiet();
  const dashboard = await scripts();
  await page.context().close();
  return { login, dashboard };
}
