import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from './support/accounts';
import { launchBrowser, openPage, overflowingText, rowSlack, seriousViolations, uniqueName, type Browser } from './support/browser';
import { dialogNamed, freshUser, localCall, mailedMfaCode, openAccountEntry } from './support/entities';
import { PASSWORD, signIn } from './support/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const money = (text: string) => new RegExp(`R\\$\\s${text.replace(/[.]/g, '\\.')}`);
const header = (page: Page) => page.getByTestId('entity-header');
/** The open bills figure (the dashboard card of 'Títulos em aberto'); the hidden mobile menu has a copy. */
const figure = (page: Page, amount: string) => page.getByText(money(amount)).filter({ visible: true }).first();

async function signedIn(email: string): Promise<Page> {
  const page = await openPage(browser, 'localhost');
  await signIn(page, email);
  await page.waitForURL('**/dashboard', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Minha conta' }).waitFor();
  return page;
}

/** Types a CPF/CNPJ in 'Adicionar empresa' and continues. */
async function submitDocument(page: Page, document: string, masked: string) {
  const dialog = dialogNamed(page, 'Adicionar empresa');
  await dialog.getByLabel('CPF ou CNPJ').pressSequentially(document);
  expect(await dialog.getByLabel('CPF ou CNPJ').inputValue()).toBe(masked);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
}

/** Whether the approval term's checkbox is at the left of its text's lines, vertically within them. */
function termBesideItsBox(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const box = document.querySelector('dialog[open] input[type="checkbox"]')?.getBoundingClientRect();
    const walker = document.createTreeWalker(document.querySelector('dialog[open]')!, NodeFilter.SHOW_TEXT);
    let node: Node | null;
    while ((node = walker.nextNode()) && !node.textContent?.startsWith('Declaro que represento'));
    if (!box || !node) return false;
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    return box.right <= text.left && middle >= text.top && middle <= text.bottom;
  });
}

describe('entities (SPEC §4 selection and registration paths, §6 host and audit) in Chromium', () => {
  // The fresh user of the registration paths, shared with the approval and audit tests.
  let fresh: { email: string; code: string };

  it('ana adds a CNPJ validated automatically, selects only it and her open bills figure follows', async () => {
    const page = await signedIn('ana@demo.com.br');
    const code = await apiLogin('ana@demo.com.br', PASSWORD);
    try {
      await expect.poll(() => header(page).textContent()).toBe('Empresa: Demo Comércio Ltda');
      await figure(page, '2.500,50').waitFor();

      await header(page).click();
      const selector = dialogNamed(page, 'Empresas');
      await selector.getByRole('checkbox', { name: /Demo Comércio Ltda/ }).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await selector.getByRole('button', { name: 'Adicionar empresa' }).click();
      await submitDocument(page, '12345678000195', '12.345.678/0001-95');
      const registration = dialogNamed(page, 'Adicionar empresa');
      await registration.getByText('Empresa adicionada com sucesso!').waitFor();
      await registration.getByText('Auto Validada Comércio Ltda foi vinculada ao seu usuário.').waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await registration.getByRole('button', { name: 'Fechar' }).click();
      await expect.poll(() => header(page).textContent()).toBe('2 empresas');

      // The same CNPJ again: the server's 409 is said on the field, with no alert and no other path to try.
      await header(page).click();
      await selector.getByRole('button', { name: 'Adicionar empresa' }).click();
      await submitDocument(page, '12345678000195', '12.345.678/0001-95');
      const field = registration.getByLabel('CPF ou CNPJ');
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      await registration.getByText('Esta empresa já está vinculada ao seu usuário.').waitFor();
      expect(await field.inputValue()).toBe('12.345.678/0001-95');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
      expect(await registration.getByText('Algum imprevisto aconteceu!').count()).toBe(0);
      expect(await registration.getByRole('button', { name: 'Tentar outra forma' }).count()).toBe(0);
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await registration.getByRole('button', { name: 'Fechar' }).click();

      await header(page).click();
      await selector.getByRole('checkbox', { name: /Demo Comércio Ltda/ }).uncheck();
      await selector.getByRole('button', { name: 'Salvar seleção' }).click();
      await expect.poll(() => header(page).textContent()).toBe('Empresa: Auto Validada Comércio Ltda');
      await figure(page, '0,00').waitFor();

      await header(page).click();
      await selector.getByLabel('Buscar empresa').fill('Auto');
      await expect.poll(() => selector.getByRole('checkbox').count()).toBe(1);
      await selector.getByRole('checkbox', { name: /Auto Validada/ }).uncheck();
      await selector.getByRole('button', { name: 'Salvar seleção' }).click();
      await selector.getByText('Você precisa selecionar no mínimo 1 empresa!').waitFor();
      await selector.getByRole('button', { name: 'Fechar' }).click();
    } finally {
      // Ana is a shared demo user: back to her one entity, selected.
      await localCall('POST', '/auth/v1/session/app/local/user/ana@demo.com.br/entity', code, { entities: ['11222333000181'] });
      await localCall('DELETE', '/access/v1/session/app/local/entity/12345678000195', code);
    }
    await page.close();
  });

  it('a new user adds CNPJs by the question, by MFA and asks approval for one, trying the next path each time', async () => {
    fresh = await freshUser('empresas');
    const page = await signedIn(fresh.email);
    await expect.poll(() => header(page).textContent()).toBe('Adicionar empresa');
    await header(page).click();
    const dialog = dialogNamed(page, 'Adicionar empresa');

    // An invalid document never leaves the field.
    await submitDocument(page, '11111111111', '111.111.111-11');
    await dialog.getByText('Informe um CPF ou CNPJ válido.').waitFor();
    await dialog.getByLabel('CPF ou CNPJ').fill('');

    // Question: automatic validation refuses, the question (the CEP of the head office) accepts.
    await submitDocument(page, '98765432000198', '98.765.432/0001-98');
    // The server's reason follows the title without repeating it.
    await dialog
      .getByText('Não foi possível validar esta empresa. A validação automática não confirmou o seu vínculo com a empresa.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Tentar outra forma' }).click();
    await dialog.getByText('Qual é o CEP da sede da empresa? (somente números)').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByLabel('Resposta').fill('00000000');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByText('Resposta incorreta. Tente novamente.').waitFor();
    await dialog.getByLabel('Resposta').fill('88010000');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByText('Empresa adicionada com sucesso!').waitFor();
    await expect.poll(() => header(page).textContent()).toBe('Empresa: Pergunta Distribuidora Ltda');

    // MFA: past the question, a code mailed to the entity's contact.
    await dialog.getByRole('button', { name: 'Adicionar outra empresa' }).click();
    await submitDocument(page, '33445566000186', '33.445.566/0001-86');
    await dialog.getByRole('button', { name: 'Tentar outra forma' }).click();
    await dialog.getByText('Qual é o CEP da sede da empresa? (somente números)').waitFor();
    await dialog.getByRole('button', { name: 'Tentar outra forma' }).click();
    await dialog.getByRole('radio', { name: /^E-mail: \S+@contatoseguro\.com\.br$/ }).check();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // At 390 px the masked address, which has no place to break, wraps inside its option.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(overflowingText(page)).resolves.toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await dialog.getByLabel('Código de verificação (6 dígitos)').waitFor();
    const mfa = await mailedMfaCode('financeiro@contatoseguro.com.br');
    await dialog.getByLabel('Código de verificação (6 dígitos)').fill('12345');
    await dialog.getByRole('button', { name: 'Validar código' }).click();
    await dialog.getByText('O código deve ter 6 dígitos.').waitFor();
    await dialog.getByLabel('Código de verificação (6 dígitos)').fill(mfa);
    await dialog.getByRole('button', { name: 'Validar código' }).click();
    await dialog.getByText('Empresa adicionada com sucesso!').waitFor();
    await expect.poll(() => header(page).textContent()).toBe('2 empresas');

    // Approval: no MFA contact for this one, so the last path is a request an approver decides.
    await dialog.getByRole('button', { name: 'Adicionar outra empresa' }).click();
    await submitDocument(page, '55667788000186', '55.667.788/0001-86');
    await dialog.getByRole('button', { name: 'Tentar outra forma' }).click();
    await dialog.getByRole('button', { name: 'Tentar outra forma' }).click();
    await dialog.getByText('Nenhuma forma de autenticação disponível para esta empresa.').waitFor();
    await dialog.getByRole('button', { name: 'Tentar outra forma' }).click();
    await dialog.getByRole('button', { name: 'Pedir aprovação' }).click();
    await dialog.getByText('Este campo é obrigatório!').waitFor();
    await dialog.getByLabel('Razão social').fill('Nova Parceira Ltda');
    await dialog.getByLabel('Tag 1').fill('sul');
    await dialog.getByLabel('Opções (separadas por vírgula)').fill('boletos, notas');
    await dialog.getByRole('checkbox', { name: /Declaro que represento esta empresa/ }).check();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // The term's box sits at the left of its text, not on a line of its own; Tag 1 and Tag 2 share a row.
    await expect(termBesideItsBox(page)).resolves.toBe(true);
    const tagTops = await Promise.all(['Tag 1', 'Tag 2'].map(async (tag) => (await dialog.getByLabel(tag).boundingBox())?.y));
    expect(tagTops[0]).toBeDefined();
    expect(tagTops[1]).toBe(tagTops[0]);
    await dialog.getByRole('button', { name: 'Pedir aprovação' }).click();
    await dialog.getByText('Pedido enviado! A empresa fica pendente até ser aprovada.').waitFor();
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    // /entities-validation shows the same form as a page, with the user's own pending request.
    await page.goto(`${new URL(page.url()).origin}/entities-validation`);
    await page.getByRole('heading', { name: 'Validação de empresas' }).waitFor();
    await page.getByRole('heading', { name: 'Seus pedidos pendentes' }).waitFor();
    await page.getByText('Nova Parceira Ltda (55.667.788/0001-86)').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // The list's heading is a part of the page: smaller than its title, apart from the form's buttons.
    const heading = page.getByRole('heading', { name: 'Seus pedidos pendentes' });
    const title = page.getByRole('heading', { name: 'Validação de empresas' });
    const fontSize = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    expect(await heading.evaluate(fontSize)).toBeLessThan(await title.evaluate(fontSize));
    const buttonsEnd = await page.locator('.entity-form__actions').evaluate((row) => row.getBoundingClientRect().bottom);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(buttonsEnd + 24);
    // At 390 px 'Ir para o portal' and 'Continuar' wrap to two lines, each as wide as the form.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(rowSlack(page.locator('.entity-form__actions'))).resolves.toEqual([0, 0]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.close();
  });

  it("admin approves the pending request in 'Aprovações pendentes' and the entity is the user's", async () => {
    const page = await signedIn('admin@demo.com.br');
    await openAccountEntry(page, 'Aprovações pendentes');
    const dialog = dialogNamed(page, 'Aprovações pendentes');
    await dialog.getByText(new RegExp(`Pedido por ${fresh.email.replace(/[.]/g, '\\.')}`)).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: `Aprovar Nova Parceira Ltda (55.667.788/0001-86) — ${fresh.email}` }).click();
    await dialog.getByText(`Empresa 55667788000186 aprovada para ${fresh.email}.`).waitFor();
    const held = await localCall<{ code: string }[]>('GET', '/access/v1/session/app/local/entity/list', fresh.code);
    expect(held.map((e) => e.code).sort()).toEqual(['33445566000186', '55667788000186', '98765432000198']);
    await page.close();
  });

  it('the new user edits one entity and removes another from the entity dialog', async () => {
    const page = await signedIn(fresh.email);
    await expect.poll(() => header(page).textContent()).toBe('3 empresas');
    await header(page).click();
    const selector = dialogNamed(page, 'Empresas');
    // At desktop width the dialog's three buttons sit on one row, inside it; at 390 px each entity's 'Editar' and
    // 'Remover' and the three buttons wrap, still inside the dialog, and each line of buttons fills the row.
    await selector.getByRole('button', { name: 'Editar Pergunta Distribuidora Ltda' }).waitFor();
    await expect(overflowingText(page)).resolves.toEqual([]);
    const actionRows = await page.locator('dialog[open] .modal-dialog__actions button').evaluateAll(
      (buttons) => new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size,
    );
    expect(actionRows).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(overflowingText(page)).resolves.toEqual([]);
    const inside = await page.locator('dialog[open]').evaluate((dialog) => {
      const box = dialog.getBoundingClientRect();
      return [...dialog.querySelectorAll('button')].every((b) => {
        const r = b.getBoundingClientRect();
        return r.left >= box.left && r.right <= box.right;
      });
    });
    expect(inside).toBe(true);
    const slack = await rowSlack(page.locator('dialog[open] .modal-dialog__actions'));
    expect(slack).toEqual(slack.map(() => 0));
    expect(slack.length).toBeGreaterThan(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await selector.getByRole('button', { name: 'Editar Pergunta Distribuidora Ltda' }).click();
    // The code is shown as everywhere else in the portal: masked.
    const editor = dialogNamed(page, 'Editar empresa 98.765.432/0001-98');
    expect(await editor.getByLabel('CPF/CNPJ').inputValue()).toBe('98.765.432/0001-98');
    await editor.getByLabel('Tag 1').fill('norte');
    await editor.getByLabel('Código externo').fill('ERP-77');
    await editor.getByLabel('Campos adicionais (JSON)').fill('{filial');
    await editor.getByRole('button', { name: 'Salvar' }).click();
    await editor.getByText('Informe um objeto JSON válido, por exemplo {"filial": "01"}.').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await editor.getByLabel('Campos adicionais (JSON)').fill('{"filial": "01"}');
    await editor.getByLabel('Razão social').fill('Pergunta Distribuidora Matriz');
    await editor.getByRole('button', { name: 'Salvar' }).click();
    await selector.getByRole('checkbox', { name: /Pergunta Distribuidora Matriz/ }).waitFor();
    const saved = await localCall<{ tag1: string; externalId: string; dynamicFields: unknown }>(
      'GET', '/access/v1/session/app/local/entity/98765432000198', fresh.code,
    );
    expect(saved).toMatchObject({ tag1: 'norte', externalId: 'ERP-77', dynamicFields: { filial: '01' } });

    await selector.getByRole('button', { name: 'Remover Contato Seguro Serviços Ltda' }).click();
    await selector.getByRole('group', { name: /Remover a empresa Contato Seguro/ }).getByRole('button', { name: 'Remover' }).click();
    await expect.poll(() => selector.getByRole('checkbox', { name: /Contato Seguro/ }).count()).toBe(0);
    await expect.poll(() => header(page).textContent()).toBe('2 empresas');
    await page.close();
  });

  it("a list that failed to load shows the alert and 'Tentar novamente', not 'Nenhuma empresa encontrada.'", async () => {
    const page = await signedIn(fresh.email);
    await expect.poll(() => header(page).textContent()).toBe('2 empresas');
    await page.route('**/access/v1/session/app/local/entity/list*', (route) => route.abort('connectionfailed'));
    await header(page).click();
    const selector = dialogNamed(page, 'Empresas');
    const retry = selector.getByRole('button', { name: 'Tentar novamente' });
    await retry.waitFor();
    await selector.getByText(/O sistema pode estar fora do ar/).waitFor();
    await expect(selector.getByText('Nenhuma empresa encontrada.').count()).resolves.toBe(0);
    await page.unroute('**/access/v1/session/app/local/entity/list*');
    await retry.click();
    await selector.getByRole('checkbox', { name: /Pergunta Distribuidora Matriz/ }).waitFor();
    await page.close();
  });

  it('a host invites a guest, groups it, gives and takes an entity, disables, enables and removes it; the audit lists it', async () => {
    // Dots, not hyphens: an address with no place to break, as most are.
    const guest = `${uniqueName('convidado').replace(/-/g, '.')}@demo.com.br`;
    const page = await signedIn('host@demo.com.br');
    await openAccountEntry(page, 'Convidados');
    const dialog = dialogNamed(page, 'Convidados');
    const guestEmail = dialog.getByLabel('E-mail do convidado');
    // A refused address stays in the field, to be fixed instead of typed again.
    await guestEmail.fill('convidado.sem.arroba');
    await dialog.getByRole('button', { name: 'Convidar' }).click();
    await dialog.getByText('Informe um email válido.').waitFor();
    await expect(guestEmail.inputValue()).resolves.toBe('convidado.sem.arroba');
    await guestEmail.fill(guest);
    await dialog.getByRole('button', { name: 'Convidar' }).click();
    await dialog.getByText(`Convite enviado para ${guest}.`).waitFor();
    await expect(guestEmail.inputValue()).resolves.toBe('');
    // At 390 px the long address wraps inside the message instead of running past its box.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(overflowingText(page)).resolves.toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    const row = dialog.getByRole('row', { name: new RegExp(guest.replace(/[.]/g, '\\.')) });
    await row.getByText('Convite pendente').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await dialog.getByRole('button', { name: `Gerenciar ${guest}` }).click();
    await dialog.getByRole('heading', { name: `Empresas de ${guest}` }).waitFor();
    await dialog.getByLabel('Grupo', { exact: true }).fill('financeiro');
    await dialog.getByRole('button', { name: 'Adicionar grupo' }).click();
    await row.getByRole('cell', { name: 'financeiro' }).waitFor();
    await dialog.getByLabel('Empresa', { exact: true }).selectOption('11222333000181');
    await dialog.getByRole('button', { name: 'Dar empresa' }).click();
    await dialog.getByRole('button', { name: 'Remover empresa 11.222.333/0001-81' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Remover empresa 11.222.333/0001-81' }).click();
    await dialog.getByText('Nenhuma empresa.').waitFor();
    await dialog.getByRole('button', { name: 'Remover grupo financeiro' }).click();
    await expect.poll(() => row.getByRole('cell', { name: 'financeiro' }).count()).toBe(0);

    await dialog.getByRole('button', { name: `Desabilitar ${guest}` }).click();
    await row.getByText('Desabilitado').waitFor();
    await dialog.getByRole('button', { name: `Habilitar ${guest}` }).click();
    await row.getByText('Convite pendente').waitFor();
    await dialog.getByRole('button', { name: `Remover convidado ${guest}` }).click();
    await dialog.getByRole('group', { name: `Remover o convidado ${guest}?` }).getByRole('button', { name: 'Remover convidado' }).click();
    await dialog.getByText(`Convidado ${guest} removido.`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    // The audit modal (company entity.radar): the host's own records, newest first.
    await openAccountEntry(page, 'Auditoria de empresas');
    const audit = dialogNamed(page, 'Auditoria de empresas');
    const guestRe = guest.replace(/[.]/g, '\\.');
    await audit.getByRole('cell', { name: new RegExp(`^Convidou ${guestRe}$`) }).waitFor();
    await audit.getByRole('cell', { name: new RegExp(`^Deu a empresa 11\\.222\\.333/0001-81 para ${guestRe}$`) }).waitFor();
    await audit.getByRole('cell', { name: new RegExp(`^Retirou a empresa 11\\.222\\.333/0001-81 para ${guestRe}$`) }).waitFor();
    await audit.getByRole('cell', { name: new RegExp(`^Removeu o convidado ${guestRe}$`) }).waitFor();
    const when = await audit.getByRole('row').nth(1).getByRole('cell').nth(2).textContent();
    expect(when).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await audit.getByRole('row').nth(1).getByRole('cell').first().textContent()).toBe('host@demo.com.br');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it("an approver's audit lists every user's entity changes, the approval included", async () => {
    const page = await signedIn('admin@demo.com.br');
    await openAccountEntry(page, 'Auditoria de empresas');
    const audit = dialogNamed(page, 'Auditoria de empresas');
    const row = audit.getByRole('row', { name: /Aprovou a empresa 55\.667\.788\/0001-86/ });
    await row.getByRole('cell', { name: 'admin@demo.com.br' }).waitFor();
    await audit.getByRole('cell', { name: 'Adicionou a empresa (código de verificação) 33.445.566/0001-86' }).waitFor();
    await audit.getByRole('cell', { name: 'Adicionou a empresa (pergunta) 98.765.432/0001-98' }).waitFor();
    await page.close();
  });
});
