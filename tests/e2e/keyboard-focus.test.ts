import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, focusedName, launchBrowser, openPage, seriousViolations, type Browser } from './support/browser';
import { signIn } from './support/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function signedIn(email: string): Promise<Page> {
  const page = await openPage(browser, 'localhost');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, email);
  await page.waitForURL('**/dashboard');
  return page;
}

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName);

describe('the keyboard never loses its place (QA walk, 2026-12-02)', () => {
  it("'Pular para o conteúdo' is the first stop of Tab, shown while focused, and lands on the screen", async () => {
    const page = await signedIn('ana@demo.com.br');
    await page.goto(`${baseUrl('localhost')}/dashboard`);
    await page.getByRole('link', { name: 'Clientes' }).first().waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('Pular para o conteúdo');
    const box = await page.getByRole('link', { name: 'Pular para o conteúdo' }).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('conteudo');
    expect(new URL(page.url()).hash).toBe('');
    await page.close();
  });

  it("an item opened from its card takes the focus to the item's heading, and its 'Fechar' back to the dashboard's", async () => {
    const page = await signedIn('ana@demo.com.br');
    const card = page.getByRole('link', { name: 'Clientes' }).first();
    await card.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/cadastros/clientes');
    await expect.poll(() => focusedTag(page)).toBe('H1');
    await page.getByRole('button', { name: 'Fechar' }).first().click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => focusedTag(page)).not.toBe('BODY');
    await page.close();
  });

  it("a dialog opened from 'Minha conta' gives the focus back to that button, its entry being hidden", async () => {
    const page = await signedIn('ana@demo.com.br');
    await page.getByRole('button', { name: 'Minha conta' }).click();
    await page.getByRole('button', { name: 'Meu perfil' }).click();
    await page.getByRole('dialog', { name: 'Meu perfil' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Meu perfil' }).waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('Minha conta');
    await page.close();
  });
});

describe('the admin save bar', () => {
  it('never covers the field Tab reaches (focus not obscured)', async () => {
    const page = await signedIn('admin@demo.com.br');
    await page.goto(`${baseUrl('localhost')}/admin/modules/financeiro/items/titulos`);
    const title = page.getByRole('textbox', { name: /^Título/ }).first();
    await title.fill('Títulos em aberto (editado)');
    await page.getByRole('button', { name: 'Aplicar ao rascunho' }).click();
    const bar = page.locator('.save-bar');
    await bar.waitFor();
    await page.getByRole('textbox', { name: /^Título/ }).first().focus();
    let covered: string[] = [];
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      covered = covered.concat(
        await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          const barBox = document.querySelector('.save-bar')?.getBoundingClientRect();
          if (!active || active === document.body || !barBox || active.closest('.save-bar')) return [];
          const box = active.getBoundingClientRect();
          return box.bottom > barBox.top + 1 ? [`${active.tagName} ${active.getAttribute('name') ?? active.textContent?.slice(0, 30) ?? ''}`] : [];
        }),
      );
    }
    expect(covered).toEqual([]);
    await page.getByRole('button', { name: 'Descartar', exact: true }).click();
    await page.close();
  });
});
