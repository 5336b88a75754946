import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, pageCode } from './support/accounts';
import { baseUrl, launchBrowser, networkQuiet, openPage, type Browser } from './support/browser';
import { openDialog, signIn } from './support/login';

// SPEC §3 User session geolocation, §7/§9 (timeout 10000 ms, max age 300000 ms): asked once after login and
// stored on the server session; a refusal changes nothing for the user.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Validation = { json: { geolocation?: { latitude: number; longitude: number } } };
const sessionPosition = async (page: Page) =>
  (await apiCall<Validation>('/auth/v1/general/app/local/session/validate', await pageCode(page))).json.geolocation;

describe('geolocation on the session in Chromium', () => {
  it('stores the position the browser grants on the session after login', async () => {
    await browser.context.grantPermissions(['geolocation'], { origin: baseUrl('localhost') });
    await browser.context.setGeolocation({ latitude: -23.5505, longitude: -46.6333 });
    const page = await openPage(browser, 'localhost');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/user/geolocation')) asked.push(request.method());
    });
    await signIn(page, 'ana@demo.com.br');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => sessionPosition(page)).toEqual({ latitude: -23.5505, longitude: -46.6333 });
    await networkQuiet(page);
    expect(asked).toEqual(['POST']);
    await page.close();
  });

  it('is silent when the permission is refused: no save, no dialog, the portal as usual', async () => {
    await browser.context.clearPermissions();
    const page = await openPage(browser, 'localhost');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/user/geolocation')) asked.push(request.method());
    });
    await signIn(page, 'ana@demo.com.br');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await networkQuiet(page);
    expect(asked).toEqual([]);
    expect(await openDialog(page).count()).toBe(0);
    expect(await sessionPosition(page)).toBeUndefined();
    await page.close();
  });
});
