import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, type Browser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('tenant start-up by host (SPEC §1, §2 route table)', () => {
  it('marks localhost DESENVOLVIMENTO, stage-acme HOMOLOGAÇÃO and acme with no ribbon', async () => {
    const local = await openPage(browser, 'localhost');
    await local.locator('.environment-ribbon', { hasText: 'DESENVOLVIMENTO' }).waitFor();
    // The login screen names itself before the tenant's app title (WCAG 2.4.2).
    await local.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    expect(await local.title()).toBe('Entrar – Portal Demo');
    await local.close();
    const stage = await openPage(browser, 'stage-acme');
    await stage.locator('.environment-ribbon', { hasText: 'HOMOLOGAÇÃO' }).waitFor();
    await stage.close();
    const acme = await openPage(browser, 'acme');
    await acme.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    expect(await acme.title()).toBe('Entrar – ACME Clientes');
    expect(await acme.locator('.environment-ribbon').count()).toBe(0);
    const primary = await acme.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    expect(primary).toBe('#8a1c1c');
    await acme.close();
  });

  it('sends a disabled company (beta) to /disabled from any route', async () => {
    const page = await openPage(browser, 'beta', '/dashboard');
    await page.waitForURL('**/disabled');
    await page.getByText('Este portal está desativado.').waitFor();
    await page.close();
  });

  it('sends /disabled of an active company to /', async () => {
    const page = await openPage(browser, 'acme', '/disabled');
    await page.waitForURL(`${baseUrl('acme')}/`);
    await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    await page.close();
  });

  it('blocks bloqueado.portal.test with its message, unless dev=1', async () => {
    const page = await openPage(browser, 'bloqueado');
    await page.waitForURL('**/blocked');
    await page.getByText('O acesso por este endereço foi bloqueado. Use gamma.portal.test.').waitFor();
    await page.goto(`${baseUrl('bloqueado')}/?dev=1`);
    await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(`${baseUrl('gamma')}/blocked`);
    await page.waitForURL(`${baseUrl('gamma')}/`);
    await page.close();
  });

  it('mounts anyway and goes to /404 with the full path when the host has no tenant', async () => {
    const port = new URL(baseUrl('acme')).port;
    const page = await browser.context.newPage();
    await page.goto(`http://ninguem.portal.test:${port}/menu/x?y=1`);
    await page.waitForURL('**/404?path=**');
    await page.getByText('Página não encontrada').waitFor();
    await page.getByText('/menu/x?y=1').waitFor();
    await page.close();
  });

  it('sends unknown paths to /', async () => {
    const page = await openPage(browser, 'acme', '/nao/existe');
    await page.waitForURL(`${baseUrl('acme')}/`);
    await page.close();
  });
});
