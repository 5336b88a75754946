import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, seriousViolations, textLines, type Browser } from './support/browser';
import { signIn } from './support/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Signs in and opens `path` (an item route, or the dashboard). */
async function signedIn(email: string, path = '/dashboard'): Promise<Page> {
  const page = await openPage(browser, 'localhost');
  await signIn(page, email);
  await page.waitForURL('**/dashboard');
  if (path !== '/dashboard') await page.goto(`${baseUrl('localhost')}${path}`);
  return page;
}

/** A summary figure shown on the page (the navigation's copies may be folded away). */
const visibleFigure = (page: Page, text: string) => page.locator('.summary-figure:visible', { hasText: text }).first();
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

describe('data items (issue 4)', () => {
  it("shows the open-bills figure on the dashboard card: ana's and admin's entities", async () => {
    const ana = await signedIn('ana@demo.com.br');
    await visibleFigure(ana, 'R$ 2.500,50').waitFor();
    await expect(seriousViolations(ana)).resolves.toEqual([]);
    await ana.close();
    const admin = await signedIn('admin@demo.com.br');
    await visibleFigure(admin, 'R$ 18.151,40').waitFor();
    await admin.close();
  });

  it('pages the titulos table on the server, changes the page size and searches after the typing delay', async () => {
    const page = await signedIn('ana@demo.com.br', '/dashboard/financeiro/titulos');
    const table = page.getByRole('table', { name: 'Títulos em aberto' });
    await table.waitFor();
    await status(page, 'Mostrando 1 a 10 de 28');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Número', 'CNPJ', 'Vencimento', 'Valor', 'Situação']);
    await table.getByRole('cell', { name: 'R$ 1.520,50' }).waitFor();
    await table.getByRole('cell', { name: '10/12/2026' }).waitFor();
    // The CNPJ column's format 'cpfCnpj' shows the document as people read it.
    await table.getByRole('cell', { name: '11.222.333/0001-81', exact: true }).first().waitFor();
    expect(await table.locator('tbody tr').count()).toBe(10);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Próxima' }).click();
    await status(page, 'Mostrando 11 a 20 de 28');
    await page.getByText('Página 2 de 3').waitFor();
    await page.getByLabel('Itens por página').selectOption('25');
    await status(page, 'Mostrando 1 a 25 de 28');
    expect(await table.locator('tbody tr').count()).toBe(25);
    await page.getByLabel('Itens por página').selectOption({ label: 'Todos' });
    await status(page, 'Mostrando 1 a 28 de 28');

    await page.getByLabel('Pesquisar').fill('0001112');
    await status(page, 'Mostrando 1 a 1 de 1');
    await table.getByRole('cell', { name: '0001112' }).waitFor();

    // The table state (page size, page, search) is saved for this tenant/module/item.
    await page.reload();
    await status(page, 'Mostrando 1 a 1 de 1');
    expect(await page.getByLabel('Pesquisar').inputValue()).toBe('0001112');
    await page.close();
  });

  it('on a phone (390 px) a CNPJ, a date and a value each stay on one line: the table scrolls sideways', async () => {
    const page = await signedIn('ana@demo.com.br');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl('localhost')}/dashboard/financeiro/titulos`);
    const table = page.getByRole('table', { name: 'Títulos em aberto' });
    await table.getByRole('cell', { name: '11.222.333/0001-81', exact: true }).first().waitFor();
    // CNPJ (cpfCnpj), Vencimento (date) and Valor (currency); Número and Situação are text and may wrap.
    const row = table.locator('tbody tr').first();
    for (const text of ['11.222.333/0001-81', '10/12/2026', 'R$ 1.520,50']) {
      expect(await textLines(row.getByRole('cell', { name: text, exact: true })), text).toBe(1);
    }
    const scroll = await page.locator('.data-table__scroll').first().evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scroll, 'the table is wider than the phone and scrolls').toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it("'Ver detalhes' shows the detail query's rows in a table below the item", async () => {
    const page = await signedIn('ana@demo.com.br', '/dashboard/financeiro/titulos');
    await page.getByRole('table', { name: 'Títulos em aberto' }).waitFor();
    const button = page.getByRole('button', { name: 'Ver detalhes' });
    await button.click();
    const detail = page.getByRole('table', { name: 'Detalhes: Títulos em aberto' });
    await detail.waitFor();
    await detail.getByRole('cell', { name: '0001100' }).waitFor();
    expect(await detail.getByRole('columnheader').allTextContents()).toContain('Situação');
    expect(await page.getByRole('button', { name: 'Ocultar detalhes' }).getAttribute('aria-expanded')).toBe('true');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it('shows the figures of the resumo summary item', async () => {
    const page = await signedIn('ana@demo.com.br', '/dashboard/financeiro/resumo');
    const figures = page.locator('.summary-item');
    await figures.getByText('Total em aberto').waitFor();
    await figures.getByText('R$ 2.500,50').waitFor();
    await figures.locator('.summary-item__figure', { hasText: 'Títulos em aberto' }).getByText('2', { exact: true }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it("runs the relatorio as a batch: 'Processando…' while it polls, then the rows", async () => {
    const page = await signedIn('admin@demo.com.br', '/dashboard/financeiro/relatorio');
    const processing = page.getByText('Processando…');
    await processing.waitFor();
    expect(await processing.getAttribute('aria-busy')).toBe('true');
    const table = page.getByRole('table', { name: 'Relatório de títulos' });
    await table.waitFor({ timeout: 20_000 });
    await table.getByRole('cell', { name: 'R$ 15.650,90' }).waitFor();
    await table.getByRole('cell', { name: '11.222.333/0001-81', exact: true }).waitFor();
    await status(page, 'Mostrando 1 a 2 de 2');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });
});
