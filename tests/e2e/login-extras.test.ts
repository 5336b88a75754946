import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/admin';
import { baseUrl, launchBrowser, openPage, seriousViolations, type Browser } from './support/browser';
import { submitEmail } from './support/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('login screen extras (SPEC §2 "Login screen")', () => {
  it('stores cookie-policy-accepted with a far-future expiry on "Estou ciente"', async () => {
    // We ask for year 9999; Chromium caps every cookie at 400 days, so that is the most we can observe.
    const page = await openPage(browser, 'localhost', '/', { fresh: true });
    await page.getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('button', { name: 'Estou ciente' }).click();
    await page.getByRole('button', { name: 'Estou ciente' }).waitFor({ state: 'detached' });
    const cookie = (await browser.context.cookies(baseUrl('localhost'))).find((c) => c.name === 'cookie-policy-accepted');
    expect(cookie).toBeDefined();
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 399 * 24 * 3600 * 1000);
    await page.reload();
    await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    expect(await page.getByRole('button', { name: 'Estou ciente' }).count()).toBe(0);
    await page.close();
  });

  it('keeps the cookie banner and its button inside a 390 px screen (a long contact address breaks)', async () => {
    const page = await openPage(browser, 'localhost', '/', { fresh: true });
    await page.setViewportSize({ width: 390, height: 844 });
    const banner = page.locator('section.cookie-banner');
    const button = page.getByRole('button', { name: 'Estou ciente' });
    await button.waitFor();
    const [box, buttonBox] = [await banner.boundingBox(), await button.boundingBox()];
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(buttonBox!.x).toBeGreaterThanOrEqual(box!.x);
    expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(box!.x + box!.width);
    await page.close();
  });

  it('shows the login modal once per cookie "watched", and never at 768 px or less', async () => {
    const page = await openPage(browser, 'localhost', '/', { fresh: true });
    const modal = page.locator('dialog[open]');
    await modal.getByText('Novidades do Portal').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await modal.getByRole('button', { name: 'Fechar' }).click();
    await modal.waitFor({ state: 'detached' });
    expect((await browser.context.cookies(baseUrl('localhost'))).some((c) => c.name === 'watched')).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.close();

    const narrow = await openPage(browser, 'localhost', '/', { fresh: true });
    await narrow.setViewportSize({ width: 700, height: 900 });
    await narrow.reload();
    await narrow.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    expect(await narrow.locator('dialog[open]').count()).toBe(0);
    await narrow.close();
  });

  it("opens the login modal in the screen's first frame, and closing it puts the focus in the e-mail field", async () => {
    // Each frame's state, read in requestAnimationFrame (just before that frame is painted), from the page's start.
    const page = await openPage(browser, 'localhost', '/', { fresh: true });
    await page.addInitScript(() => {
      const frames: string[] = [];
      Object.assign(window, { loginFrames: frames });
      const tick = () => {
        if (document.querySelector('input[type="email"]')) frames.push(document.querySelector('dialog[open]') ? 'modal' : 'field alone');
        if (frames.length < 20) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.reload();
    const modal = page.locator('dialog[open]');
    await modal.getByText('Novidades do Portal').waitFor();
    await page.waitForFunction(() => (window as unknown as { loginFrames: string[] }).loginFrames.length >= 5);
    const frames = await page.evaluate(() => (window as unknown as { loginFrames: string[] }).loginFrames);
    // A lazy modal opened up to 300 ms after the field had the focus: the first keys went to 'Fechar'.
    expect(frames.filter((frame) => frame !== 'modal')).toEqual([]);
    await modal.getByRole('button', { name: 'Fechar' }).press('Enter');
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await page.keyboard.type('ana@demo.com.br');
    await expect(page.getByLabel('Digite seu e-mail').inputValue()).resolves.toBe('ana@demo.com.br');
    await page.close();
  });

  it('renders the company message sanitized, the public modules and "Me Ajuda"', async () => {
    const page = await openPage(browser, 'localhost');
    await page.getByText('Bem-vindo ao Portal Demo.').waitFor();
    await page.getByRole('navigation', { name: 'Acesso público' }).getByText('Vitrine ao vivo').waitFor();
    await page.getByRole('link', { name: 'Me Ajuda' }).click();
    await page.waitForURL('**/help');
    await page.close();
  });

  it("lets a visitor open a public module's html item (SPEC §1): a dialog by keyboard, its link to the live shop", async () => {
    const page = await openPage(browser, 'localhost');
    const item = page.getByRole('navigation', { name: 'Acesso público' }).getByRole('button', { name: 'Vitrine ao vivo' });
    await item.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Vitrine ao vivo' });
    await dialog.getByText('A coleção de verão está ao vivo').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Vitrine ao vivo');
    await item.click();
    await dialog.getByRole('link', { name: 'Assistir e comprar ao vivo' }).click();
    await page.waitForURL('**/aovivo/lancamento');
    // The public page lists the same modules, and opens the item as well.
    await page.getByRole('button', { name: 'Vitrine ao vivo' }).click();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('records simplificaPublicityClick with the link when "Saiba Mais" is clicked', async () => {
    await browser.context.route('https://simplifica.example.com.br/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Simplifica</title>' }),
    );
    const page = await openPage(browser, 'localhost');
    await submitEmail(page, 'ana@demo.com.br');
    await page.getByText('Olá, Ana', { exact: true }).click();
    const recorded = page.waitForRequest((request) => request.url().endsWith('/activity/v1/session/app/local/set'));
    const popup = browser.context.waitForEvent('page');
    await page.getByRole('button', { name: 'Saiba Mais' }).click();
    const request = await recorded;
    expect(request.headers()['pointer']).toBe('simplificaPublicityClick');
    expect(request.postDataJSON()).toMatchObject({ link: 'https://simplifica.example.com.br/para-empresas' });
    expect((await request.response())?.status()).toBe(200);
    await (await popup).close();
    await page.close();
    await browser.context.unrouteAll();
  });

  it('lays the promo out for mobile at 785 px or less', async () => {
    const page = await openPage(browser, 'localhost');
    await page.setViewportSize({ width: 785, height: 900 });
    await page.locator('.promo-accordion[data-layout=mobile]', { hasText: 'Para minha empresa' }).waitFor();
    await page.setViewportSize({ width: 786, height: 900 });
    await page.locator('.promo-accordion[data-layout=desktop]').waitFor();
    await page.close();
  });

  it('opens the connection-error dialog on a 5xx and records activity connectionError', async () => {
    // The tenant signs in through an external verifier that is down: the server's own login answers 503.
    const api = await adminApi();
    const before = await api.current();
    const document = structuredClone(before.document) as unknown as { company: Record<string, unknown>; server: Record<string, unknown> };
    document.company.hasExternalAuth = true;
    document.server.externalAuth = { url: 'http://127.0.0.1:9/verificar', secret: 'verificador-fora', timeoutMs: 500 };
    await api.publish(document, before.version, 'e2e: verificador externo fora do ar');
    try {
      const page = await openPage(browser, 'localhost');
      const login = page.waitForResponse((response) => response.url().endsWith('/auth/v1/general/app/local/login'));
      const recorded = page.waitForRequest((request) => request.url().endsWith('/activity/v1/session/app/local/set'));
      await page.getByLabel('Digite seu usuário').fill('ana');
      await page.getByLabel('Digite sua senha').fill('Portal@2026');
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      const failed = await login;
      expect([failed.status(), ((await failed.json()) as { error: string }).error]).toEqual([503, '#EXTERNAL_AUTH_UNAVAILABLE']);
      const dialog = page.locator('dialog[open]');
      await dialog.getByText('Algum imprevisto aconteceu!').waitFor();
      await dialog.getByText(/Navegador: /).waitFor();
      expect((await recorded).headers()['pointer']).toBe('connectionError');
      await dialog.getByRole('button', { name: 'Ok, entendi' }).click();
      await page.getByLabel('Digite seu usuário').waitFor();
      await page.close();
    } finally {
      const now = await api.current();
      await api.publish(before.document, now.version, 'e2e: login por e-mail de volta');
    }
  });
});
