import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, seriousViolations, type Browser } from './support/browser';
import { openDialog, PASSWORD, signIn } from './support/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// The peers are the demo's (scripts/peers/demo-peers.ts), started by global-setup on free ports.
describe('company sign-in (issue 12) in Chromium against the demo identity provider and directory', () => {
  it('signs ti@acme.com.br in with Microsoft and keeps the deep link through the round trip', async () => {
    const deepLink = '/menu/pedidos/segunda-via';
    const page = await openPage(browser, 'acme', deepLink);
    await page.waitForURL(`**/?redirect_url=${encodeURIComponent(deepLink)}`);
    await page.getByRole('button', { name: 'Continuar com Microsoft' }).click();
    await page.getByRole('heading', { name: 'Identidade demo (ADFS)' }).waitFor();
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
    await page.getByLabel('E-mail').fill('ti@acme.com.br');
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === deepLink);
    await page.getByText('Emita a segunda via dos seus boletos.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('code'))).not.toBeNull();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it('refuses the same provider answer twice, saying why in pt-BR, and leaves the user signed out', async () => {
    const page = await openPage(browser, 'acme');
    const landings: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('/federationLogin/acme?')) landings.push(frame.url());
    });
    await page.getByRole('button', { name: 'Continuar com Microsoft' }).click();
    // The portal's own field ('Digite seu e-mail') also answers to 'E-mail': fill only once the provider's page is up.
    await page.getByRole('heading', { name: 'Identidade demo (ADFS)' }).waitFor();
    await page.getByLabel('E-mail').fill('ti@acme.com.br');
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/menu');
    expect(new Set(landings).size).toBe(1);
    await page.goto(landings[0]!);
    await openDialog(page).getByText('Não foi possível entrar com a Microsoft').waitFor();
    await openDialog(page).getByText('O login Microsoft expirou ou já foi usado.', { exact: false }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('code'))).toBeNull();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it('signs the LDAP user in on local against the directory', async () => {
    const page = await openPage(browser, 'localhost');
    await signIn(page, 'ldap@demo.com.br');
    await page.waitForURL('**/notifications?isLoggingIn=true');
    expect(await page.evaluate(() => localStorage.getItem('code'))).not.toBeNull();
    await page.close();
  });

  it('answers a wrong LDAP password with "Senha incorreta"', async () => {
    const page = await openPage(browser, 'localhost');
    await signIn(page, 'ldap@demo.com.br', 'errada123');
    await openDialog(page).getByText('Senha incorreta').waitFor();
    await openDialog(page).getByText('Tente novamente.').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await openDialog(page).getByRole('button', { name: 'Ok' }).click();
    expect(await page.getByLabel('Digite sua senha').inputValue()).toBe('');
    await page.close();
  });
});
