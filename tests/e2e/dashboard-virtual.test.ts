// Issue 14: a big tenant's dashboard draws only the cards near the viewport. The demo tenant's config is served
// to this page with 200 generated modules of 20 html items added after ana's own (a route on the config call),
// so the portal is the real one; the server is not changed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCode } from './support/accounts';
import { baseUrl, launchBrowser, openPage, seriousViolations, type Browser } from './support/browser';
import { signIn } from './support/login';

let browser: Browser;
let code = '';
beforeAll(async () => {
  browser = await launchBrowser();
  const page = await openPage(browser, 'localhost');
  await signIn(page, 'ana@demo.com.br');
  await page.waitForURL(/\/dashboard$/);
  code = await pageCode(page);
  await page.close();
});
afterAll(async () => {
  await browser.close();
});

const MODULES = 200;
const ITEMS = 20;
const generated = Array.from({ length: MODULES }, (_, m) => ({
  id: `gerado-${m + 1}`,
  title: `Módulo ${m + 1}`,
  items: Array.from({ length: ITEMS }, (_, i) => ({ id: `item-${i + 1}`, title: `Item ${m + 1}.${i + 1}`, kind: 'html', html: `<p>Conteúdo ${m + 1}.${i + 1}</p>` })),
}));

/** ana's dashboard with the generated modules added to the config the page fetches. */
async function bigDashboard(width = 1280, section = 'dashboard'): Promise<Page> {
  const url = baseUrl('localhost');
  await browser.context.clearCookies();
  await browser.context.addCookies([
    { name: 'watched', value: 'true', url },
    { name: 'cookie-policy-accepted', value: 'true', url },
    { name: 'modal-dashboard-watched', value: 'true', url },
    { name: 'code', value: code, url },
  ]);
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.route('**/core/v1/integration/config/get?id=local*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { modules: unknown[] }; modules?: unknown[] };
    const company = body.data ?? (body as { modules: unknown[] });
    company.modules = [...company.modules, ...generated];
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  await page.goto(`${url}/${section}`);
  await page.getByRole('link', { name: 'Item 1.1', exact: true }).waitFor();
  return page;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.querySelector('.module-card__item-title')?.textContent ?? null);

describe('a 200-module dashboard (issue 14) in Chromium', () => {
  it('draws a few cards of a list that counts them all, with no serious axe violation', async () => {
    const page = await bigDashboard();
    const cards = page.locator('.module-card');
    expect(await cards.count()).toBeLessThan(40);
    const total = Number(await cards.first().getAttribute('aria-setsize'));
    expect(total).toBeGreaterThan(MODULES);
    expect(await page.getByRole('list').filter({ has: cards.first() }).count()).toBe(1);
    expect(await page.getByText('Item 200.20', { exact: true }).count()).toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it('moves through the cards with Tab, across rows and while the page scrolls', async () => {
    const page = await bigDashboard();
    await page.getByRole('link', { name: 'Item 1.1', exact: true }).focus();
    for (let card = 2; card <= 14; card++) {
      for (let i = 0; i < ITEMS; i++) await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(`Item ${card}.1`);
    }
    // The first cards have left the DOM behind the focus; the focused one is on screen.
    expect(await page.getByText('Item 1.1', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Item 14.1', exact: true }).isVisible()).toBe(true);
    await page.close();
  });

  it('scrolls to the last module and opens its last item', async () => {
    const page = await bigDashboard();
    const last = page.getByRole('link', { name: 'Item 200.20', exact: true });
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return (await last.count()) > 0 && (await last.isVisible());
      })
      .toBe(true);
    await page.getByRole('heading', { name: 'Módulo 200', level: 3 }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await last.click();
    await page.waitForURL('**/dashboard/gerado-200/item-20');
    await page.getByText('Conteúdo 200.20').waitFor();
    await page.close();
  });

  it('lays the cards out in one column at 390 px, still drawing only a few', async () => {
    const page = await bigDashboard(390);
    const widths = await page.evaluate(() => {
      const list = document.querySelector('.module-grid')!.getBoundingClientRect().width;
      const cards = [...document.querySelectorAll('.module-card')].map((card) => card.getBoundingClientRect());
      return { list, cards: cards.map((c) => c.width), lefts: new Set(cards.map((c) => Math.round(c.left))).size };
    });
    expect(widths.cards.length).toBeLessThan(12);
    expect(widths.lefts).toBe(1);
    for (const width of widths.cards) expect(Math.abs(width - widths.list)).toBeLessThan(1);
    await page.close();
  });

  it('draws the menu layout sidebar the same way: a few branches, the last one reached by scrolling', async () => {
    const page = await bigDashboard(1280, 'menu');
    const sidebar = page.getByRole('navigation', { name: 'Módulos' });
    expect(await sidebar.locator('.module-nav-tree__module').count()).toBeLessThan(20);
    const last = sidebar.getByRole('link', { name: 'Item 200.20', exact: true });
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return (await last.count()) > 0 && (await last.isVisible());
      })
      .toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await last.click();
    await page.waitForURL('**/menu/gerado-200/item-20');
    await page.getByText('Conteúdo 200.20').waitFor();
    await page.close();
  });
});
