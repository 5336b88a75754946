import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, rowSlack, seriousViolations, type Browser } from './support/browser';
import { signIn } from './support/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('terms and notification consent (SPEC §4 steps 7-8) in Chromium', () => {
  // termos@demo.com.br is the only demo user with a pending term; accepting it is once per run, so one test.
  it('takes termos through the pending term, then notification consent, to the app route', async () => {
    const page = await openPage(browser, 'localhost');
    await signIn(page, 'termos@demo.com.br');
    await page.waitForURL('**/termos/uso/1');
    await page.getByRole('heading', { name: 'Termos de uso do Portal Demo' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Aceitar' }).click();
    // termos never gave notification consent: that comes next, flagged isLoggingIn.
    await page.waitForURL('**/notifications?isLoggingIn=true');
    const whatsapp = page.getByRole('switch', { name: 'WhatsApp' });
    await whatsapp.waitFor();
    expect(await whatsapp.isChecked()).toBe(false);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // At 390 px the form's buttons fill their row.
    await page.setViewportSize({ width: 390, height: 844 });
    const slack = await rowSlack(page.locator('.account-form__actions'));
    expect(slack).toEqual(slack.map(() => 0));
    expect(slack.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await whatsapp.check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Olá, Tiago!' }).waitFor();

    // Accepted and consented: the next login goes straight to the app route.
    await page.getByRole('button', { name: 'Sair' }).click();
    await signIn(page, 'termos@demo.com.br');
    await page.waitForURL('**/dashboard');
    await page.close();
  });
});
