import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, seriousViolations, uniqueName, type Browser } from './support/browser';
import { dismissSessionEnded, endSessionBehind, signInHoldingSocket } from './support/accounts';
import { signIn } from './support/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The open form item (the page's header and dialogs have labelled fields of their own). */
const formItem = (page: Page) => page.locator('.form-item');

/** ana, signed in, on the form item cadastros/clientes. */
async function openClientes(): Promise<Page> {
  const page = await openPage(browser, 'localhost');
  await signIn(page, 'ana@demo.com.br');
  await page.waitForURL('**/dashboard');
  await page.goto(`${baseUrl('localhost')}/dashboard/cadastros/clientes`);
  return page;
}

describe('form item cadastros/clientes (RJSF theme, masks, rules, customValue)', () => {
  it('masks and validates while filling, reveals "Razão social" for PJ, saves, and shows the saved data after a reload', async () => {
    const page = await openClientes();
    const form = formItem(page);
    const nome = uniqueName('Cliente');

    await form.getByLabel('Nome').fill(nome);
    const documento = form.getByLabel('CPF ou CNPJ');
    await documento.fill('12345678900');
    await expect(documento.inputValue()).resolves.toBe('123.456.789-00');
    await documento.blur();
    await form.getByText('Informe um CPF ou CNPJ válido.').waitFor();
    await expect(documento.getAttribute('aria-invalid')).resolves.toBe('true');

    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByRole('alert').getByText('CPF ou CNPJ: Informe um CPF ou CNPJ válido.').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await documento.fill('12345678909');
    await expect(documento.inputValue()).resolves.toBe('123.456.789-09');
    await expect(form.getByLabel('Razão social').count()).resolves.toBe(0);
    await form.getByLabel('Tipo').selectOption('PJ');
    await form.getByLabel('Razão social').fill('Demo Comércio Ltda');
    await form.getByLabel('Telefone').fill('11987654321');
    await expect(form.getByLabel('Telefone').inputValue()).resolves.toBe('(11) 98765-4321');
    await form.getByLabel('CEP').fill('01310100');
    await expect(form.getByLabel('CEP').inputValue()).resolves.toBe('01310-100');
    await form.getByLabel('E-mail').fill('contato@demo.com.br');
    await expect(documento.getAttribute('aria-invalid')).resolves.toBeNull();

    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByRole('status').getByText('Dados salvos com sucesso!').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.reload();
    await expect(formItem(page).getByLabel('Nome').inputValue()).resolves.toBe(nome);
    await expect(formItem(page).getByLabel('CPF ou CNPJ').inputValue()).resolves.toBe('123.456.789-09');
    await expect(formItem(page).getByLabel('Razão social').inputValue()).resolves.toBe('Demo Comércio Ltda');
    await expect(formItem(page).getByLabel('Telefone').inputValue()).resolves.toBe('(11) 98765-4321');
    await expect(formItem(page).getByLabel('CEP').inputValue()).resolves.toBe('01310-100');
    await page.close();
  });

  it("'Salvar' clicked straight from a field with a wrong value is a click: the error waits for the press to end", async () => {
    const page = await openClientes();
    const form = formItem(page);
    // Leaving a field with the keyboard shows its error at once.
    await form.getByLabel('Telefone').fill('1');
    await form.getByLabel('Telefone').press('Tab');
    await form.getByText('Informe um telefone válido.', { exact: true }).waitFor();
    const email = form.getByLabel('E-mail');
    await email.fill('ana@');
    const salvar = form.getByRole('button', { name: 'Salvar' });
    // The mouse goes down on the button while the field still has focus: leaving it must not move the button yet.
    await salvar.hover();
    const before = await salvar.boundingBox();
    await page.mouse.down();
    await page.waitForTimeout(150);
    await expect(salvar.boundingBox()).resolves.toEqual(before);
    await expect(form.getByText('Informe um email válido.').count()).resolves.toBe(0);
    await page.mouse.up();
    // The click sent the form: the summary lists the fields to fix (the other test may have saved a name and a
    // document), and the e-mail's own error shows.
    const summary = form.getByRole('alert');
    await summary.getByText(/^Corrija \d+ campos:$/).waitFor();
    await summary.getByText('E-mail: Informe um email válido.').waitFor();
    await summary.getByText('Telefone: Informe um telefone válido.').waitFor();
    await form.getByText('Informe um email válido.', { exact: true }).waitFor();
    await page.close();
  });

  it("asks 'Sair sem salvar?' before unsaved edits are left ('Fechar', a tab, Back, the phone menu, 'Início'), not once they are saved", async () => {
    const page = await openClientes();
    const form = formItem(page);
    const here = `${baseUrl('localhost')}/dashboard/cadastros/clientes`;
    const ask = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
    const nome = uniqueName('Rascunho');
    // Opening the form is no edit: 'Fechar' closes it at once.
    await form.getByLabel('Nome').waitFor();
    await page.getByRole('button', { name: 'Fechar', exact: true }).click();
    await page.waitForURL('**/dashboard');
    // Opened again from the start, so Back stays in the app.
    await page.getByRole('link', { name: 'Clientes' }).first().click();
    await page.waitForURL(here);
    await formItem(page).getByLabel('Nome').fill(nome);

    // 'Fechar': asked, and 'Continuar editando' keeps the page and what was typed.
    await page.getByRole('button', { name: 'Fechar', exact: true }).click();
    await ask.getByText('Os dados deste formulário ainda não foram salvos e serão perdidos.').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    expect(page.url()).toBe(here);
    await expect(form.getByLabel('Nome').inputValue()).resolves.toBe(nome);

    // Another item of the module (a tab) and the browser's Back: asked the same way.
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await page.goBack();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(here);
    await expect(form.getByLabel('Nome').inputValue()).resolves.toBe(nome);

    // On a phone, an item of the menu: 'Sair sem salvar' opens it, and the menu closes as after any item link.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Documentos' }).click();
    await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.waitForURL('**/dashboard/cadastros/documentos');
    await expect.poll(() => page.getByRole('navigation', { name: 'Menu' }).count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The breadcrumb's 'Início' (a link that closes the item): one question, then the start.
    await page.goto(here);
    await formItem(page).getByLabel('Nome').fill(nome);
    await page.getByRole('navigation', { name: 'Você está em' }).getByRole('link', { name: 'Início' }).click();
    await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.waitForURL('**/dashboard');
    await ask.waitFor({ state: 'hidden' });
    expect(await ask.count()).toBe(0);

    // Saved edits are not asked about: typed, saved, closed.
    await page.goto(here);
    await formItem(page).getByLabel('Nome').fill(nome);
    await formItem(page).getByLabel('CPF ou CNPJ').fill('12345678909');
    await formItem(page).getByRole('button', { name: 'Salvar' }).click();
    await formItem(page).getByRole('status').getByText('Dados salvos com sucesso!').waitFor();
    await page.getByRole('button', { name: 'Fechar', exact: true }).click();
    await page.waitForURL('**/dashboard');
    expect(await ask.count()).toBe(0);
    await page.close();
  });

  it("asks 'Sair sem salvar?' before 'Sair' signs out from unsaved edits, on the phone's menu and in the header", async () => {
    const page = await openClientes();
    const ask = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
    const nome = uniqueName('Rascunho');
    await formItem(page).getByLabel('Nome').fill(nome);

    // On a phone, 'Sair' of the menu's account: asked; 'Continuar editando' keeps the session and what was typed.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Sair' }).click();
    await ask.getByText('Os dados deste formulário ainda não foram salvos e serão perdidos.').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // The menu closed for the question: 'Continuar editando' leaves the form in view and the focus on its button.
    await expect(page.getByRole('navigation', { name: 'Menu' }).isHidden()).resolves.toBe(true);
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await ask.waitFor({ state: 'hidden' });
    await expect(page.getByRole('navigation', { name: 'Menu' }).isHidden()).resolves.toBe(true);
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent),
    ).resolves.toBe('Abrir menu');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(formItem(page).getByLabel('Nome').inputValue()).resolves.toBe(nome);

    // In the header: 'Sair sem salvar' signs out, to the login.
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    expect(await ask.count()).toBe(0);
    await page.close();
  });

  it('keeps what was typed when the session ends behind the page: signed in again, the form opens with it, not saved', async () => {
    const page = await signInHoldingSocket(browser, 'ana@demo.com.br', '/dashboard/cadastros/clientes');
    const nome = uniqueName('Rascunho');
    /** Typed, the session ended behind the page, and 'Salvar' finds it gone: the login says so. */
    const typeAndLoseSession = async () => {
      await formItem(page).getByLabel('Nome').fill(nome);
      await formItem(page).getByLabel('CPF ou CNPJ').fill('12345678909');
      await endSessionBehind(page);
      await formItem(page).getByRole('button', { name: 'Salvar' }).click();
      await dismissSessionEnded(page);
    };
    /** Signed in again to the dashboard: the form opens with what was saved, and says nothing of a draft. */
    const expectNoDraft = async () => {
      await signIn(page, 'ana@demo.com.br');
      await page.waitForURL('**/dashboard');
      await page.goto(`${baseUrl('localhost')}/dashboard/cadastros/clientes`);
      await formItem(page).getByRole('button', { name: 'Salvar' }).waitFor();
      await expect(formItem(page).getByLabel('Nome').inputValue()).resolves.not.toBe(nome);
      expect(await formItem(page).getByText(/Recuperamos o que você digitou/).count()).toBe(0);
    };

    await typeAndLoseSession();
    await signIn(page, 'ana@demo.com.br');
    await page.waitForURL('**/dashboard/cadastros/clientes');
    await formItem(page).getByText('Recuperamos o que você digitou antes de a sessão terminar. Salve para não perder.').waitFor();
    await expect(formItem(page).getByLabel('Nome').inputValue()).resolves.toBe(nome);
    await expect(formItem(page).getByLabel('CPF ou CNPJ').inputValue()).resolves.toBe('123.456.789-09');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // Not saved yet, so leaving asks; the person's own 'Sair sem salvar' lets it go for good.
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('alertdialog', { name: 'Sair sem salvar?' }).getByRole('button', { name: 'Sair sem salvar' }).click();
    await expectNoDraft();

    // Kept again, and not taken back (signed in from the login's own address, to the dashboard): their own 'Sair'
    // drops it.
    await typeAndLoseSession();
    await page.goto(`${baseUrl('localhost')}/`);
    await signIn(page, 'ana@demo.com.br');
    await page.waitForURL('**/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await expectNoDraft();
    await page.close();
  });
});
