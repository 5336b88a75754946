import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchBrowser, networkQuiet, openPage, scrollRowState, seriousViolations, type Browser, type Host } from './support/browser';
import { pageCode } from './support/accounts';
import { openDialog, PASSWORD, signIn } from './support/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const AVISOS_MODAL = 'Novidade: agora você emite a segunda via de boletos pelo portal.';

/** Signs in through the login screen on a fresh page and waits for the tenant's app route. */
async function signedIn(email: string, host: Host = 'localhost') {
  const page = await openPage(browser, host);
  await signIn(page, email);
  await page.waitForURL(/\/(dashboard|menu|script)$/);
  return page;
}

type SessionOptions = { width?: number; cookiePolicy?: boolean };

/**
 * A new page already signed in with a session code (the login route is rate-limited per e-mail, so each user
 * signs in through the screen once per file). The login modal counts as seen; the cookie policy as accepted
 * unless `cookiePolicy: false`.
 */
async function withSession(code: string, path: string, options: SessionOptions = {}): Promise<Page> {
  const url = baseUrl('localhost');
  await browser.context.clearCookies();
  await browser.context.addCookies([
    { name: 'watched', value: 'true', url },
    { name: 'code', value: code, url },
    ...(options.cookiePolicy === false ? [] : [{ name: 'cookie-policy-accepted', value: 'true', url }]),
  ]);
  const page = await browser.context.newPage();
  if (options.width) await page.setViewportSize({ width: options.width, height: 800 });
  await page.goto(`${url}${path}`);
  return page;
}

let anaCode = '';

async function noSeriousViolations(page: Page) {
  await expect(seriousViolations(page)).resolves.toEqual([]);
}

describe('portal layout (SPEC §2 "Portal layout and dialogs", §4 "Portal and items", §6) in Chromium', () => {
  it('shows ana the modules her groups allow, marks dashboard-ready once, and the admin sees Parceiros too', async () => {
    const page = await signedIn('ana@demo.com.br');
    anaCode = await pageCode(page);
    await page.getByRole('heading', { name: 'Financeiro' }).waitFor();
    await page.getByRole('heading', { name: 'Cadastros' }).waitFor();
    expect(await page.getByText('Parceiros').count()).toBe(0);
    // The accounts module (role.requiresAccountsAccess) follows the payment access check: admin only.
    expect(await page.getByRole('link', { name: 'Extrato de contas' }).count()).toBe(0);
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).waitFor();
    await page.getByRole('contentinfo').getByText('Portal Demo').waitFor();
    expect(await page.evaluate(() => performance.getEntriesByName('dashboard-ready').length)).toBe(1);
    // SPEC §2 publicity block: ana has an e-mail, local a publicity link, and no module is open.
    await page.getByText('Olá, Ana', { exact: true }).waitFor();
    await noSeriousViolations(page);
    await page.close();

    const admin = await signedIn('admin@demo.com.br');
    await admin.getByRole('link', { name: 'Parceiros' }).waitFor();
    await admin.getByRole('link', { name: 'Extrato de contas' }).waitFor();
    await admin.close();
  });

  it('opens an item at /dashboard/{module}/{item} with the module as tabs; arrows move, Enter opens, Fechar returns', async () => {
    const page = await withSession(anaCode, '/dashboard');
    await page.getByRole('link', { name: 'Resumo financeiro' }).click();
    await page.waitForURL('**/dashboard/financeiro/resumo');
    await page.getByRole('heading', { name: 'Resumo financeiro', level: 1 }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Itens de Financeiro' });
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(['Títulos em aberto', 'Resumo financeiro', 'Relatório de títulos']);
    const selected = tabs.getByRole('tab', { name: 'Resumo financeiro' });
    expect(await selected.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').waitFor();
    expect(await page.getByRole('heading', { name: 'Financeiro', exact: true }).count()).toBe(0);
    await noSeriousViolations(page);

    await selected.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Relatório de títulos');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/financeiro/relatorio');
    await page.getByRole('heading', { name: 'Relatório de títulos', level: 1 }).waitFor();

    await page.getByRole('main').getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Financeiro' }).waitFor();
    await page.close();
  });

  it("on a phone the module's tabs are a row that scrolls sideways: the open one shown whole, the edge with more tabs faded; money on one line", async () => {
    const page = await withSession(anaCode, '/dashboard/financeiro/relatorio', { width: 390 });
    const tabs = page.getByRole('tablist', { name: 'Itens de Financeiro' });
    const money = page.getByRole('cell', { name: 'R$ 2.500,50' });
    await money.waitFor();
    const row = () => scrollRowState(page, '[role="tablist"]', '[aria-selected="true"]');
    // The third of three tabs: scrolled to, with the first ones cut and faded on the left.
    await expect.poll(row).toEqual({ before: true, after: false, faded: true, currentShown: true });
    const moneyLines = await money.evaluate((cell) => {
      const text = document.createRange();
      text.selectNodeContents(cell);
      return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size;
    });
    expect(moneyLines).toBe(1);
    // The table is wider than the phone: its region fades the edge with more columns, and the keyboard scrolls it.
    const table = () => scrollRowState(page, '.data-table__scroll', 'caption');
    await expect.poll(table).toMatchObject({ before: false, after: true, faded: true });
    await page.getByRole('tabpanel').getByRole('region', { name: 'Relatório de títulos' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(table).toMatchObject({ before: true, after: false, faded: true });
    await noSeriousViolations(page);

    await tabs.getByRole('tab', { name: 'Relatório de títulos' }).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/financeiro/titulos');
    await expect.poll(row).toEqual({ before: false, after: true, faded: true, currentShown: true });
    // Wide enough for all three: no fade.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(row).toEqual({ before: false, after: false, faded: false, currentShown: true });
    await page.close();
  });

  it('opens the legacy boletos.js in place: no URL change, and Fechar goes back to the cards', async () => {
    const page = await withSession(anaCode, '/dashboard');
    await page.getByRole('heading', { name: 'Cadastros' }).waitFor();
    const before = page.url();
    await page.getByRole('link', { name: 'Boletos' }).click();
    await page.getByRole('heading', { name: 'Boletos', level: 1 }).waitFor();
    await page.getByRole('tablist', { name: 'Itens de Cadastros' }).waitFor();
    expect(page.url()).toBe(before);
    await noSeriousViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('heading', { name: 'Cadastros' }).waitFor();
    expect(page.url()).toBe(before);
    await page.close();
  });

  it("shows avisos' modal once (cookie), not after a reload, and never at 700 px", async () => {
    const page = await withSession(anaCode, '/dashboard');
    await page.getByRole('link', { name: 'Avisos' }).click();
    await page.waitForURL('**/dashboard/cadastros/avisos');
    await openDialog(page).getByText(AVISOS_MODAL).waitFor();
    await noSeriousViolations(page);
    await openDialog(page).getByRole('button', { name: 'Fechar' }).click();
    expect(await openDialog(page).count()).toBe(0);
    const cookies = await browser.context.cookies(baseUrl('localhost'));
    expect(cookies.find((c) => c.name === 'modal-module-cadastros-item-avisos-watched')?.value).toMatch(/^[0-9a-f]{8}$/);
    await page.reload();
    await page.getByRole('heading', { name: 'Avisos', level: 1 }).waitFor();
    await page.getByText('Avisos da empresa.').waitFor();
    expect(await openDialog(page).count()).toBe(0);
    await page.close();

    const narrow = await withSession(anaCode, '/dashboard', { width: 700 });
    await narrow.getByRole('link', { name: 'Avisos' }).click();
    await narrow.waitForURL('**/dashboard/cadastros/avisos');
    await narrow.getByText('Avisos da empresa.').waitFor();
    expect(await openDialog(narrow).count()).toBe(0);
    await narrow.close();
  });

  it('opens the mobile menu with the hamburger below 1024 px', async () => {
    const page = await withSession(anaCode, '/dashboard', { width: 390 });
    const hamburger = page.getByRole('button', { name: 'Abrir menu' });
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    await hamburger.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.waitFor();
    expect(await page.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded')).toBe('true');
    await noSeriousViolations(page);
    await menu.getByRole('link', { name: 'Clientes' }).click();
    await page.waitForURL('**/dashboard/cadastros/clientes');
    expect(await page.getByRole('navigation', { name: 'Menu' }).count()).toBe(0);
    await noSeriousViolations(page);
    await page.close();
  });

  it('acme (style.layout.menu) gets the sidebar: modules and items as a nav tree with aria-current', async () => {
    const page = await signedIn('joao@acme.com.br', 'acme');
    expect(page.url()).toBe(`${baseUrl('acme')}/menu`);
    const sidebar = page.getByRole('navigation', { name: 'Módulos' });
    await sidebar.getByText('Pedidos', { exact: true }).waitFor();
    await noSeriousViolations(page);
    await sidebar.getByRole('link', { name: 'Segunda via' }).click();
    await page.waitForURL('**/menu/pedidos/segunda-via');
    // The URL changes first; the sidebar marks the item on the render that follows.
    await expect.poll(() => sidebar.getByRole('link', { name: 'Segunda via' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('tablist', { name: 'Itens de Pedidos' }).getByRole('tab', { name: 'Meus pedidos' }).waitFor();
    await noSeriousViolations(page);
    await page.close();
  });

  it('gamma (style.layout.script, fluid) gets the navbar: a module button over its items', async () => {
    const page = await openPage(browser, 'gamma');
    await page.getByLabel('Digite seu usuário').fill('carlos');
    await page.getByLabel('Digite sua senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.waitForURL('**/script');
    const navbar = page.getByRole('navigation', { name: 'Módulos' });
    await navbar.waitFor();
    expect(await page.getByRole('main').getAttribute('class')).toContain('portal-frame__main--fluid');
    await navbar.getByRole('button', { name: 'Parceiros' }).click();
    expect(await navbar.getByRole('button', { name: 'Parceiros' }).getAttribute('aria-expanded')).toBe('true');
    await noSeriousViolations(page);
    await navbar.getByRole('link', { name: 'Extrato' }).click();
    await page.waitForURL('**/script/parceiros/extrato');
    await page.getByText('O extrato dos parceiros aparece aqui.').waitFor();
    // The chosen item closes the list (it no longer covers the page), focus back on the module's button.
    const parceiros = navbar.getByRole('button', { name: 'Parceiros' });
    expect(await parceiros.getAttribute('aria-expanded')).toBe('false');
    expect(await navbar.getByRole('link').count()).toBe(0);
    expect(await parceiros.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.close();
  });

  it("'Minha conta' closes on Escape (focus back on it), on a press outside it and when Tab leaves it", async () => {
    const page = await withSession(anaCode, '/dashboard');
    const account = page.getByRole('banner').getByRole('button', { name: 'Minha conta' });
    const entries = page.locator('.account-menu__list');
    const inMenu = () => page.evaluate(() => document.activeElement?.closest('.account-menu') !== null);
    await account.click();
    await entries.getByRole('button', { name: 'Meu perfil' }).waitFor();
    expect(await inMenu()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    expect(await account.evaluate((button) => button === document.activeElement)).toBe(true);

    await account.click();
    await entries.waitFor();
    await page.getByRole('contentinfo').click();
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    await expect(entries.isHidden()).resolves.toBe(true);

    await account.click();
    await entries.waitFor();
    for (let presses = 0; presses < 20 && (await inMenu()); presses++) await page.keyboard.press('Tab');
    expect(await inMenu()).toBe(false);
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    await expect(entries.isHidden()).resolves.toBe(true);
    await page.close();
  });

  it('opens an item of the standalone app at /app/{module}/{item}', async () => {
    const page = await withSession(anaCode, '/app/cadastros/avisos');
    await page.getByText('Avisos da empresa.').waitFor();
    await page.getByRole('tab', { name: 'Avisos' }).waitFor();
    await page.close();
  });

  it('shows the dashboard banner modal until it is seen (cookie modal-dashboard-watched)', async () => {
    // Tenant delta seeds a banner (tenant-wide), so the other tenants' tests never meet the modal.
    const page = await signedIn('bia@delta.com.br', 'delta');
    await openDialog(page).getByText('Campanha de teste do portal').waitFor();
    await noSeriousViolations(page);
    await openDialog(page).getByRole('button', { name: 'Fechar' }).click();
    const cookies = await browser.context.cookies(baseUrl('delta'));
    expect(cookies.find((c) => c.name === 'modal-dashboard-watched')).toBeDefined();
    await page.reload();
    await page.getByRole('heading', { name: 'Início' }).waitFor();
    await networkQuiet(page);
    expect(await openDialog(page).count()).toBe(0);
    await page.close();
  });

  it('shows the cookie disclaimer until accepted; closing hides it for this page load only', async () => {
    const page = await withSession(anaCode, '/dashboard', { cookiePolicy: false });
    const disclaimer = page.getByRole('region', { name: 'Aviso de cookies' });
    await disclaimer.getByText('privacidade@demo.com.br', { exact: false }).waitFor();
    await noSeriousViolations(page);
    await disclaimer.getByRole('button', { name: 'Fechar aviso de cookies' }).click();
    expect(await disclaimer.count()).toBe(0);
    await page.getByRole('link', { name: 'Clientes' }).click();
    await page.waitForURL('**/dashboard/cadastros/clientes');
    expect(await disclaimer.count()).toBe(0);
    await page.reload();
    await disclaimer.getByRole('button', { name: 'Estou ciente' }).click();
    const cookies = await browser.context.cookies(baseUrl('localhost'));
    expect(cookies.find((c) => c.name === 'cookie-policy-accepted')?.value).toBe('true');
    await page.reload();
    await page.getByRole('tablist').waitFor();
    expect(await disclaimer.count()).toBe(0);
    await page.close();
  });

  it("prefixes the title with '(n)' and switches the favicon while notifications are unread", async () => {
    // bia@delta.com.br has two unread notifications seeded; caio@delta.com.br has none.
    const page = await signedIn('bia@delta.com.br', 'delta');
    await expect.poll(() => page.title()).toBe('(2) Início – Portal Delta');
    const icon = page.locator('link[rel~="icon"]');
    expect(await icon.getAttribute('data-notification')).toBe('true');
    // Both icons are PNG files the server sends (an SVG favicon is decoded as a whole document on the main thread).
    expect(await icon.getAttribute('href')).toBe('/favicon-notification.png');
    for (const path of ['/favicon-notification.png', '/favicon.png']) {
      const reply = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return [url, response.status, response.headers.get('content-type')];
      }, path);
      expect(reply).toEqual([path, 200, 'image/png']);
    }
    await page.close();

    const none = await signedIn('caio@delta.com.br', 'delta');
    await none.getByRole('heading', { name: 'Início' }).waitFor();
    await networkQuiet(none);
    expect(await none.title()).toBe('Início – Portal Delta');
    expect(await none.locator('link[rel~="icon"]').getAttribute('data-notification')).not.toBe('true');
    expect(await none.locator('link[rel~="icon"]').getAttribute('href')).toBe('/favicon.png');
    await none.close();
  });
});
