import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, seriousViolations, type Browser } from './support/browser';
import { signIn } from './support/login';

// SPEC §2 /welcome, /welcome/thankyou (public, our design) and /email-deliverability (auth, issue 11).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Mail = { to: string; subject: string };

describe('welcome and e-mail deliverability pages in Chromium', () => {
  it('welcomes with the tenant name, leads to sign in, and thanks after a registration; axe clean at 1280 and 390 px', async () => {
    const page = await openPage(browser, 'localhost', '/welcome');
    await page.getByRole('heading', { name: 'Bem-vindo ao Portal Demo' }).waitFor();
    await page.getByText('Primeiro acesso?').waitFor();
    // Links take the tenant's primary colour (local #0b5cab), not the browser's blue.
    await expect(page.getByRole('link', { name: 'Precisa de ajuda?' }).evaluate((link) => getComputedStyle(link).color)).resolves.toBe(
      'rgb(11, 92, 171)',
    );
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Entrar' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Digite seu e-mail').waitFor();

    await page.goto(`${baseUrl('localhost')}/welcome/thankyou`);
    await page.getByRole('heading', { name: 'Obrigado pelo cadastro!' }).waitFor();
    await page.getByText('Sua conta no Portal Demo está pronta.').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it("colours a page's links with the tenant's primary colour on another tenant too (acme #8a1c1c)", async () => {
    const page = await openPage(browser, 'acme', '/register');
    const back = page.getByRole('link', { name: 'Voltar ao início' });
    await expect(back.evaluate((link) => getComputedStyle(link).color)).resolves.toBe('rgb(138, 28, 28)');
    await page.close();
  });

  it('sends the signed-in user a test e-mail and says the outbox took it, with the spam-folder guidance', async () => {
    const page = await openPage(browser, 'localhost', '/email-deliverability');
    await page.waitForURL('**/?redirect_url=%2Femail-deliverability');
    await signIn(page, 'ana@demo.com.br');
    await page.waitForURL('**/email-deliverability');
    await page.getByRole('heading', { name: 'Teste de recebimento de e-mail' }).waitFor();
    await page.getByText('ana@demo.com.br e confira').waitFor();
    await page.getByText('Procure a mensagem nas pastas Spam').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    const before = ((await (await fetch(`${baseUrl('localhost')}/dev/outbox.json`)).json()) as Mail[]).length;
    await page.getByRole('button', { name: 'Enviar e-mail de teste' }).click();
    await page.getByRole('status').getByText(/Mensagem registrada às \d{2}:\d{2} na caixa de saída/).waitFor();
    const outbox = (await (await fetch(`${baseUrl('localhost')}/dev/outbox.json`)).json()) as Mail[];
    expect(outbox.length).toBe(before + 1);
    expect(outbox.filter((mail) => mail.to === 'ana@demo.com.br').map((mail) => mail.subject)).toContain('Teste de recebimento de e-mail do Portal Demo');
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });
});
