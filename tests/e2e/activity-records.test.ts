import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/admin';
import { baseUrl, launchBrowser, networkQuiet, openPage, seriousViolations, type Browser } from './support/browser';
import { signIn, submitEmail } from './support/login';

// SPEC §7 Activity: what the browser records reaches the tenant admin, listed one by one and filtered by pointer.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const promoLink = 'https://simplifica.example.com.br/para-empresas';

describe('activity records on /admin/activity in Chromium', () => {
  it('shows the admin the "Saiba Mais" click and the connection error a visitor caused, by pointer', async () => {
    await browser.context.route('https://simplifica.example.com.br/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Simplifica</title>' }),
    );
    const visitor = await openPage(browser, 'localhost');
    await submitEmail(visitor, 'ana@demo.com.br');
    await visitor.getByText('Olá, Ana', { exact: true }).click();
    const clicked = visitor.waitForResponse((response) => response.url().endsWith('/activity/v1/session/app/local/set'));
    const popup = browser.context.waitForEvent('page');
    await visitor.getByRole('button', { name: 'Saiba Mais' }).click();
    expect((await clicked).status()).toBe(200);
    await (await popup).close();
    // A real 5xx: the tenant signs in through an external verifier that is down (503), then it is put back.
    const api = await adminApi();
    const before = await api.current();
    const document = structuredClone(before.document) as unknown as { company: Record<string, unknown>; server: Record<string, unknown> };
    document.company.hasExternalAuth = true;
    document.server.externalAuth = { url: 'http://127.0.0.1:9/verificar', secret: 'verificador-fora', timeoutMs: 500 };
    await api.publish(document, before.version, 'e2e: verificador externo fora do ar');
    try {
      const login = visitor.waitForResponse((response) => response.url().endsWith('/auth/v1/general/app/local/login'));
      const failed = visitor.waitForResponse((response) => response.url().endsWith('/activity/v1/session/app/local/set'));
      await visitor.goto(`${baseUrl('localhost')}/`);
      await visitor.getByLabel('Digite seu usuário').fill('ana');
      await visitor.getByLabel('Digite sua senha').fill('Portal@2026');
      await visitor.getByRole('button', { name: 'Continuar', exact: true }).click();
      expect((await login).status()).toBe(503);
      expect((await failed).status()).toBe(200);
    } finally {
      const now = await api.current();
      await api.publish(before.document, now.version, 'e2e: login por e-mail de volta');
    }
    await visitor.close();
    await browser.context.unrouteAll();

    const page = await openPage(browser, 'localhost', '/?redirect_url=%2Fadmin%2Factivity');
    await signIn(page, 'admin@demo.com.br');
    await page.waitForURL('**/admin/activity');
    const records = page.getByRole('region', { name: 'Registros de atividade', exact: true });
    await records.waitFor();
    const filter = page.getByLabel('Tipo de atividade');
    await filter.selectOption({ label: 'Clique em Saiba Mais (divulgação)' });
    // The list asks the server again once the choice settles: only clicks remain.
    await expect
      .poll(async () => new Set(await records.locator('tbody tr td:nth-child(2)').allTextContents()))
      .toEqual(new Set(['Clique em Saiba Mais (divulgação)']));
    await records.getByText(promoLink).first().waitFor();
    // When (issue 14): recorded moments ago, 'há poucos segundos' or so, the absolute date in the <time>'s title.
    const when = records.locator('tbody tr td:nth-child(1) time').first();
    await expect(when.textContent()).resolves.toMatch(/^há (poucos segundos|um minuto|\d+ minutos)$/);
    await expect(when.getAttribute('title')).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    await filter.selectOption({ label: 'Erro de conexão' });
    await expect.poll(async () => new Set(await records.locator('tbody tr td:nth-child(2)').allTextContents())).toEqual(new Set(['Erro de conexão']));
    await networkQuiet(page);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });
});
