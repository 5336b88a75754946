import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './support/accounts';
import { baseUrl, launchBrowser, openPage, seriousViolations, uniqueName, type Browser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A tenant-side call of the live shop (PUT the event, PATCH a product) with the admin's session. */
async function store(method: 'PUT' | 'PATCH', path: string, code: string, body: object): Promise<void> {
  const response = await fetch(`${baseUrl('localhost')}/store/v1/app/local/live/${path}`, {
    method,
    headers: { 'content-type': 'application/json', code },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('live shop /aovivo/:id and /live-* (issue 11) in Chromium', () => {
  it('shows the event with prices in BRL and applies changes made through the tenant API without a reload', async () => {
    const admin = await apiLogin('admin@demo.com.br', 'Portal@2026');
    const live = uniqueName('live');
    await store('PUT', live, admin, {
      title: 'Liquida ao vivo',
      status: 'live',
      description: 'Ofertas durante a transmissão.',
      products: [
        { id: 'camiseta', name: 'Camiseta básica', priceCents: 4990, link: 'https://loja.example.com/camiseta', stock: 12 },
        { id: 'jaqueta', name: 'Jaqueta jeans', priceCents: 123456, stock: 1 },
      ],
    });

    const page = await openPage(browser, 'localhost', `/aovivo/${live}`);
    await page.getByRole('heading', { name: 'Liquida ao vivo' }).waitFor();
    await page.locator('.live-page__status').getByText('Ao vivo', { exact: true }).waitFor();
    const jaqueta = page.locator('[data-product="jaqueta"]');
    expect(nbsp(await jaqueta.innerText())).toContain('R$ 1.234,56');
    expect(await jaqueta.innerText()).toContain('1 em estoque');
    // The card's link says "Ver produto" (the title above it names the product); its accessible name names it too.
    const camisetaLink = page.getByRole('link', { name: 'Ver produto Camiseta básica' });
    expect(await camisetaLink.getAttribute('href')).toBe('https://loja.example.com/camiseta');
    const shownText = await camisetaLink.evaluate((link) =>
      [...link.childNodes]
        .filter((node) => !(node instanceof Element && node.classList.contains('visually-hidden')))
        .map((node) => node.textContent)
        .join('')
        .trim(),
    );
    expect(shownText).toBe('Ver produto');
    await page.locator('[data-live="connected"]').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // A visitor, not signed in: the way out is the login.
    expect(await page.getByRole('link', { name: 'Entrar', exact: true }).getAttribute('href')).toBe('/');

    // A product changed by the tenant's system: the open page shows it in place, no reload.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await store('PATCH', `${live}/products/jaqueta`, admin, { stock: 0, priceCents: 99900 });
    await expect.poll(async () => nbsp(await jaqueta.innerText()), { timeout: 5000 }).toContain('R$ 999,00');
    expect(await jaqueta.innerText()).toContain('Esgotado');
    // The whole event replaced: the page reloads it over the API.
    await store('PUT', live, admin, {
      title: 'Liquida ao vivo — encerrada',
      status: 'ended',
      products: [{ id: 'bone', name: 'Boné', priceCents: 2500, stock: 3 }],
    });
    await page.getByRole('heading', { name: 'Liquida ao vivo — encerrada' }).waitFor({ timeout: 5000 });
    await page.locator('[data-product="bone"]').waitFor();
    expect(await page.locator('[data-product="jaqueta"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // /live-<id> is the same page, on a phone too.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${baseUrl('localhost')}/live-${live}`);
    await page.getByRole('heading', { name: 'Liquida ao vivo — encerrada' }).waitFor();
    await page.locator('.live-page__status').getByText('Encerrada', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it('answers an unknown live event with a pt-BR page', async () => {
    const page = await openPage(browser, 'localhost', '/live/nao-existe');
    await page.getByRole('heading', { name: 'Transmissão não encontrada' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });
});
