import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, networkQuiet, openPage, seriousViolations, type Browser } from './support/browser';
import { signIn } from './support/login';

// WCAG 2.4.2: each screen names itself in the document title, before the tenant's app title; SPEC §2's '(n)' unread
// prefix stays in front on the portal's screens.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The title without SPEC §2's unread prefix (the demo users' unread counts change as other files run). */
const titleOf = async (page: Page) => (await page.title()).replace(/^\(\d+\) /, '');

async function signedIn(email: string): Promise<Page> {
  const page = await openPage(browser, 'localhost');
  await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
  expect(await page.title()).toBe('Entrar – Portal Demo');
  await signIn(page, email);
  await page.waitForURL('**/dashboard');
  return page;
}

describe('document titles (WCAG 2.4.2)', () => {
  it("names the login, the portal's start and the open item, and follows the way back", async () => {
    const page = await signedIn('ana@demo.com.br');
    await expect.poll(() => titleOf(page)).toBe('Início – Portal Demo');
    await page.getByRole('link', { name: /^Avisos/ }).first().click();
    await page.waitForURL('**/dashboard/cadastros/avisos');
    await page.locator('dialog[open]').getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Avisos' }).waitFor();
    expect(await titleOf(page)).toBe('Avisos – Portal Demo');
    await page.goBack();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => titleOf(page)).toBe('Início – Portal Demo');

    // An account page outside the portal: its own name, and no unread count (the count belongs to the portal).
    await page.goto(`${baseUrl('localhost')}/notifications`);
    await page.getByRole('heading', { level: 1, name: 'Notificações' }).waitFor();
    expect(await page.title()).toBe('Notificações – Portal Demo');
    // Opened from the account menu, the page has a way back besides 'Salvar'.
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => titleOf(page)).toBe('Início – Portal Demo');
    await page.close();
  });

  it('names the page not found, in the portal and in the admin area, where an unknown admin address no longer opens another screen', async () => {
    const lost = await openPage(browser, 'localhost', '/404');
    await lost.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    expect(await lost.title()).toBe('Página não encontrada – Portal Demo');
    await lost.close();

    const page = await signedIn('admin@demo.com.br');
    await page.goto(`${baseUrl('localhost')}/admin/users`);
    await page.getByRole('heading', { level: 1, name: 'Usuários', exact: true }).waitFor();
    expect(await page.title()).toBe('Usuários – Portal Demo');

    await page.goto(`${baseUrl('localhost')}/admin/nao-existe`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    await main.getByText('Este endereço não é uma seção da administração. Escolha uma seção no menu.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/nao-existe');
    expect(await page.title()).toBe('Página não encontrada – Portal Demo');
    // The admin's sections stay there to choose from, none marked as the one open.
    const nav = page.getByRole('navigation', { name: 'Seções da administração' });
    expect(await nav.locator('[aria-current="page"]').count()).toBe(0);
    await networkQuiet(page);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await main.getByRole('link', { name: 'Ir para uma seção permitida' }).click();
    await page.waitForURL('**/admin/config');
    await page.getByRole('heading', { level: 1, name: 'Configuração do portal' }).waitFor();
    expect(await page.title()).toBe('Configuração do portal – Portal Demo');

    // /admin itself still opens the first section the caller may open.
    await page.goto(`${baseUrl('localhost')}/admin`);
    await page.waitForURL('**/admin/config');
    await page.close();
  });
});
