import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Tenant hosts of the demo fixtures, reachable through --host-resolver-rules. */
export type Host = 'localhost' | 'acme' | 'stage-acme' | 'beta' | 'gamma' | 'delta' | 'bloqueado';

export function baseUrl(host: Host): string {
  const port = inject('e2ePort');
  return host === 'localhost' ? `http://localhost:${port}` : `http://${host}.portal.test:${port}`;
}

/** The tenant id a host serves (bloqueado.portal.test is one of gamma's domains). */
export function tenantOf(host: Host): string {
  if (host === 'localhost') return 'local';
  return host === 'bloqueado' ? 'gamma' : host;
}

export type Browser = { context: BrowserContext; close(): Promise<void> };

/** One persistent Chromium profile per test file (DESIGN.md §6). */
export async function launchBrowser(options: { bypassCSP?: boolean } = {}): Promise<Browser> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    bypassCSP: options.bypassCSP ?? false,
    executablePath: chromiumPath,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [...chromiumArgs],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh page on a clean profile state (no cookies, no local storage). By default the login modal and cookie banner are marked as seen,
 * so they do not cover the form; tests of those two pass `{ fresh: true }`.
 */
export async function openPage(browser: Browser, host: Host, pathname = '/', options: { fresh?: boolean } = {}): Promise<Page> {
  const { context } = browser;
  await context.clearCookies();
  if (!options.fresh) {
    const url = baseUrl(host);
    await context.addCookies([
      { name: 'watched', value: 'true', url },
      { name: 'cookie-policy-accepted', value: 'true', url },
    ]);
  }
  const page = await context.newPage();
  trackRequests(page);
  // The profile is shared by the file's tests: start each without another test's stored session code.
  await page.goto(`${baseUrl(host)}/404`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${baseUrl(host)}${pathname}`);
  return page;
}

const inFlight = new WeakMap<Page, { requests: Set<Request>; changedAt: number }>();
const workerScript = /[.-]worker[\w.-]*\.js$/;

function trackRequests(page: Page): void {
  const state = { requests: new Set<Request>(), changedAt: Date.now() };
  inFlight.set(page, state);
  const start = (request: Request) => {
    // The script of a worker that already runs has loaded (see the 'worker' listener below). A worker's script
    // (the build names them '*.worker-<hash>.js', 'elk-worker.min-<hash>.js') is never waited for: it loads in
    // the worker's own target, and a worker ended before it started (its screen left at once) reports nothing
    // to the page, which left 'draft-lint.worker' in flight for good in a CI run.
    const worker = workerScript.test(new URL(request.url()).pathname) || page.workers().some((w) => w.url() === request.url());
    if (!worker) state.requests.add(request);
    state.changedAt = Date.now();
  };
  const end = (request: Request) => (state.requests.delete(request), (state.changedAt = Date.now()));
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  // A dedicated worker's script finishes loading in the worker's own target: the page hears only its start.
  page.on('worker', (worker) => {
    for (const request of state.requests) if (request.url() === worker.url()) end(request);
  });
}

/**
 * Waits until the page has had no request in flight for `quietMs` (Playwright's 'networkidle' load state only
 * covers the first document load, not the calls a single-page app makes after a client-side navigation).
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 20_000): Promise<void> {
  const state = inFlight.get(page);
  if (!state) throw new Error('networkQuiet: open the page with openPage()');
  const deadline = Date.now() + timeoutMs;
  while (state.requests.size > 0 || Date.now() - state.changedAt < quietMs) {
    if (Date.now() > deadline) {
      const urls = [...state.requests].map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
      throw new Error(`network not quiet after ${timeoutMs} ms (in flight: ${urls.join(', ')})`);
    }
    await page.waitForTimeout(50);
  }
}

/** axe-core in the page: the violations of impact serious or critical. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: a <script> tag without the page's nonce would be refused by its CSP.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

/**
 * Elements under `root` whose content runs past their box (a long e-mail with no place to break, on a phone).
 * Scrolling regions are left out: running past their box is what they are for.
 */
export function overflowingText(page: Page, root = 'dialog[open]'): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(`${selector} *`)]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible')
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth - el.clientWidth} px`),
    root,
  );
}

/** How many lines an element's text takes as laid out: one client rect per line box of its contents. */
export function textLines(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getClientRects().length;
  });
}

/**
 * A row of buttons laid out on a phone: for each line its buttons take, the width they leave empty in the row
 * (0 when they fill it edge to edge; a ragged stack against the right edge leaves the rest of each line).
 */
export function rowSlack(row: Locator): Promise<number[]> {
  return row.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const lines = new Map<number, DOMRect[]>();
    for (const button of element.querySelectorAll(':scope > .button')) {
      const rect = button.getBoundingClientRect();
      lines.set(Math.round(rect.top), [...(lines.get(Math.round(rect.top)) ?? []), rect]);
    }
    return [...lines.values()].map((rects) => {
      const used = Math.max(...rects.map((r) => r.right)) - Math.min(...rects.map((r) => r.left));
      return Math.round(box.width - used) || 0;
    });
  });
}

/**
 * How far the page's admin table runs past its region at 390 px (0 for a stacked table, whose rows are cards);
 * the page is left at 1280 px.
 */
export async function adminTableOverflowOnPhone(page: Page): Promise<number> {
  await page.setViewportSize({ width: 390, height: 844 });
  const region = page.locator('.admin-table-wrap', { has: page.locator('tbody tr') }).first();
  const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
  await page.setViewportSize({ width: 1280, height: 800 });
  return overflow;
}

/**
 * A row that scrolls sideways (renderers/ui/scroll-row.ts): which edges it marks and fades, and whether `current`
 * (a selector inside it) shows whole between the fades.
 */
export type ScrollRowState = { before: boolean; after: boolean; faded: boolean; currentShown: boolean };

export function scrollRowState(page: Page, row: string, current: string): Promise<ScrollRowState> {
  return page.evaluate(
    ([rowSelector, currentSelector]) => {
      const element = document.querySelector<HTMLElement>(rowSelector!)!;
      const box = element.getBoundingClientRect();
      const shown = element.querySelector(currentSelector!)!.getBoundingClientRect();
      const fade = parseFloat(getComputedStyle(element).getPropertyValue('--scroll-row-fade'));
      const edges = { before: element.hasAttribute('data-more-before'), after: element.hasAttribute('data-more-after') };
      return {
        ...edges,
        faded: getComputedStyle(element).maskImage !== 'none',
        currentShown:
          shown.left >= box.left + (edges.before ? fade : 0) - 1 && shown.right <= box.right - (edges.after ? fade : 0) + 1,
      };
    },
    [row, current],
  );
}

let counter = 0;
/** A unique e-mail local part per run, for tests that create users. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** The focused element's name as a person reads it (its label's text, else its own text); undefined on the body. */
export function focusedName(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    if (!active || active === document.body) return undefined;
    return (active.labels?.[0]?.textContent ?? active.getAttribute('aria-label') ?? active.textContent ?? '').trim();
  });
}

/** Whether closing or reloading the tab now would get the browser's own question (a beforeunload handler cancels). */
export function unloadAsks(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}
