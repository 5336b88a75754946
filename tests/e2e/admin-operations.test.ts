import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOperationsApi, localSession } from './support/admin-operations';
import { adminTableOverflowOnPhone, baseUrl, launchBrowser, networkQuiet, openPage, seriousViolations, uniqueName, type Browser } from './support/browser';
import { openDialog, signIn } from './support/login';

// Issue 10's operation and finance screens on tenant `local`. The file grants 'finance' to group financeiro (ana's)
// for a delegated admin, and leaves `local` as it found it: the config rolled back, its automation deleted, ana's
// notification from it read.
let browser: Browser;
let api: Awaited<ReturnType<typeof adminOperationsApi>>;
let initial: Awaited<ReturnType<Awaited<ReturnType<typeof adminOperationsApi>>['current']>>;
const automationName = uniqueName('Aviso e2e');
const automationTitle = `Boleto disponível ${automationName}`;
const shots = process.env.E2E_SHOTS;

// A real Caixa line (the tests of '@mrmgomes/boleto-utils'), due 2022-05-10, R$ 214,03.
const caixaLine = '10492.00650 61000.100042 00997.263900 9 89810000021403';
const fixture = (name: string) => path.resolve(import.meta.dirname, '../../fixtures/nfe', name);

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminOperationsApi();
  initial = await api.current();
  const granted = structuredClone(initial.document);
  granted.company.admin = { permissions: { ...granted.company.admin?.permissions, financeiro: ['finance'] } };
  await api.publish(granted, initial.version, 'e2e: financeiro com a permissão finance');
});
afterAll(async () => {
  for (const automation of (await api.automations(automationName)).items) await api.deleteAutomation(automation.id);
  const ana = await localSession('ana@demo.com.br');
  const list = await ana.call<{ identifier: string; title: string; read: boolean }[]>('/notifications/v1/app/local/list');
  for (const n of list.filter((item) => item.title === automationTitle && !item.read)) {
    await ana.call('/notifications/v1/app/local/read', { method: 'POST', body: JSON.stringify({ identifier: n.identifier }) });
  }
  const now = await api.current();
  if (JSON.stringify(now.document) !== JSON.stringify(initial.document)) await api.rollback(initial.version, 'e2e: volta ao estado inicial');
  await browser.close();
});

async function signInAs(email: string): Promise<Page> {
  const page = await openPage(browser, 'localhost');
  await signIn(page, email);
  await page.waitForURL('**/dashboard');
  return page;
}

/** Opens 'Administração' from the account menu, then a section by its nav link. */
async function openSection(page: Page, link: string, pathname: string): Promise<void> {
  if (!page.url().includes('/admin/')) {
    await page.getByRole('button', { name: 'Minha conta' }).click();
    await page.getByRole('link', { name: 'Administração' }).click();
    await page.waitForURL('**/admin/**');
  }
  await page.getByRole('navigation', { name: 'Seções da administração' }).getByRole('link', { name: link, exact: true }).click();
  await page.waitForURL(`**/admin/${pathname}`);
}

/** axe at desktop and at 390 px (the page is left at desktop width); screenshots of both when E2E_SHOTS names a folder. */
async function expectAxeClean(page: Page, name: string): Promise<void> {
  await networkQuiet(page);
  await expect(seriousViolations(page)).resolves.toEqual([]);
  if (shots) await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await expect(seriousViolations(page)).resolves.toEqual([]);
  if (shots) await page.screenshot({ path: path.join(shots, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('admin operation and finance screens (issue 10)', () => {
  it("gives ana, a delegated admin with only 'finance', the finance tools and nothing else", async () => {
    const page = await signInAs('ana@demo.com.br');
    await page.getByRole('button', { name: 'Minha conta' }).click();
    await page.getByRole('link', { name: 'Administração' }).click();
    await page.waitForURL('**/admin/finance');
    const nav = page.getByRole('navigation', { name: 'Seções da administração' });
    await expect(nav.getByRole('link').allTextContents()).resolves.toEqual(['Ferramentas financeiras', 'Linhas de NF-e', 'Ordens de produção', 'Cobrança']);

    const line = page.getByLabel('Linha digitável ou código de barras');
    await line.fill(caixaLine);
    await page.getByRole('button', { name: 'Consultar' }).click();
    const result = page.locator('dl.finance-result');
    await result.getByText('Caixa Econômica Federal').waitFor();
    await result.getByText('R$ 214,03').waitFor();
    await result.getByText('10/05/2022').waitFor();
    await result.getByText('10499898100000214032006561000100040099726390').waitFor();
    await expectAxeClean(page, 'finance');

    await line.fill(caixaLine.replace('61000.100042', '61000.100043'));
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByRole('alert').getByText('O dígito verificador do campo 2 não confere.').waitFor();
    await expect(line.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(line.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent)).resolves.toContain('campo 2');
    expect(await result.count()).toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByLabel('Credencial em texto').fill('senha-do-banco');
    await page.getByRole('button', { name: 'Cifrar', exact: true }).click();
    const encrypted = page.getByLabel('Credencial cifrada');
    await expect.poll(() => encrypted.inputValue()).toMatch(/^enc:v1:/);
    await page.getByLabel('Credencial em texto').fill('');
    await page.getByRole('button', { name: 'Decifrar' }).click();
    await expect.poll(() => page.getByLabel('Credencial em texto').inputValue()).toBe('senha-do-banco');
    await encrypted.fill('senha-do-banco');
    await page.getByRole('button', { name: 'Decifrar' }).click();
    await page.getByText('O texto informado não é uma credencial cifrada por este portal.').waitFor();

    await page.goto(`${baseUrl('localhost')}/admin/config`);
    await page.getByRole('heading', { name: 'Sem permissão' }).waitFor();
    expect(await page.locator('.cm-editor').count()).toBe(0);
    await page.close();
  });

  it("lists the production orders contractors sent, finds one by its number and gives its XML back as it came", async () => {
    // A contractor (ana, whose company issues the demo's sample) sends an NF-e under a number and key of this run.
    const number = String(Date.now() % 1e9);
    const key = `3526031122233300018155001${String(Date.now()).padStart(19, '0')}`;
    const xml = readFileSync(fixture('nfe-4.00-kit-derived.xml'), 'utf8')
      .replace('35260311222333000181550010000012341000012345', key)
      .replace('<nNF>1234</nNF>', `<nNF>${number}</nNF>`);
    const contractor = await localSession('ana@demo.com.br');
    await contractor.call('/faccionista/v1/session/app/local/production-order/uploadXml', { method: 'POST', body: JSON.stringify({ xml }) });

    const page = await signInAs('ana@demo.com.br');
    await openSection(page, 'Ordens de produção', 'production-orders');
    await page.getByRole('heading', { name: 'Ordens de produção recebidas' }).waitFor();
    // The search's hint is a line under the field that describes it, whole on a phone too (as a placeholder it was
    // cut at 390 px, and gone once typing started).
    const hintText = 'Emitente, CNPJ/CPF, número ou chave de acesso';
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    const description = (input: HTMLElement | SVGElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    await expect(search.evaluate(description)).resolves.toBe(hintText);
    await page.setViewportSize({ width: 390, height: 844 });
    const hint = page.getByText(hintText, { exact: true });
    await expect(hint.evaluate((element) => element.getBoundingClientRect().right <= document.documentElement.clientWidth)).resolves.toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Buscar').fill(number);
    const row = page.getByRole('row', { name: new RegExp(`${number}, série 1`) });
    await row.waitFor();
    await page.getByText('1 NF-e', { exact: true }).waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toBe(`${number}, série 1Emitida em 02/03/2026Chave ${key.replace(/(\d{4})(?=\d)/g, '$1 ')}`);
    expect(cells.slice(1, 3)).toEqual(['DEMO CONFECCOES LTDA11.222.333/0001-81', 'R$ 1.124,103 linhas']);
    expect(cells[3]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}por .+ana@demo\.com\.br$/);
    await expectAxeClean(page, 'production-orders');
    await expect(adminTableOverflowOnPhone(page)).resolves.toBe(0);

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Baixar XML da NF-e ${number}` }).click()]);
    expect(download.suggestedFilename()).toBe(`NFe${key}.xml`);
    const saved = await download.path();
    expect(readFileSync(saved, 'utf8')).toBe(xml);
    await page.getByText(`NFe${key}.xml baixado.`).waitFor();

    // The stored XML deleted in 'Arquivos' (which also gives local's storage back): the list says so on download.
    const admin = await localSession('admin@demo.com.br');
    await admin.admin(`files/faccionista/ordens-de-producao/${key}.xml`, { method: 'DELETE', body: '{}' });
    await row.getByRole('button', { name: `Baixar XML da NF-e ${number}` }).click();
    await page.getByText('O XML desta NF-e não está mais guardado: o arquivo foi excluído em Arquivos.').waitFor();

    await page.getByLabel('Buscar').fill('nenhuma-nf-e-assim');
    await page.getByText('Nenhuma NF-e encontrada.').waitFor();
    await page.close();
  });

  it('imports the real NF-e sample with its computed fields, the kit sample, and refuses a malformed XML', async () => {
    const page = await signInAs('ana@demo.com.br');
    await openSection(page, 'Linhas de NF-e', 'nfe');
    await page.getByLabel('Arquivo XML da NF-e').setInputFiles(fixture('nfe-4.00-sped-da.xml'));
    await page.getByRole('button', { name: 'Importar' }).click();
    await page.getByRole('heading', { name: /NF-e 69916/ }).waitFor();
    await page.getByText('41 linhas de produto', { exact: false }).waitFor();
    const row = page.getByRole('row', { name: /FRIGIDEIRA GRAN CHEF 30 ARTISTIC/ });
    const cells = await row.getByRole('cell').allTextContents();
    // Item, código, unidade, qtd, qtd faturada, valor, peças, valor por peça, total, desconto, base, base unitária, alíquota, ICMS.
    expect(cells).toEqual(['3', '134530', 'PC', '90', '90', 'R$ 90,00', '1', 'R$ 90,00', 'R$ 8.100,00', 'R$ 0,00', 'R$ 8.100,00', '90', '12', 'R$ 972,00']);
    await page.getByRole('row', { name: /Totais/ }).getByText('R$ 224.078,00').first().waitFor();
    await expectAxeClean(page, 'nfe');

    await page.getByLabel('Arquivo XML da NF-e').setInputFiles([]);
    await page.getByLabel('Ou cole o XML').fill(readFileSync(fixture('nfe-4.00-kit-derived.xml'), 'utf8'));
    await page.getByRole('button', { name: 'Importar' }).click();
    const kit = page.getByRole('row', { name: /MEIA SOQUETE KIT 6 PARES/ });
    await kit.getByText('kit de 6').waitFor();
    await expect(kit.getByRole('cell').allTextContents()).resolves.toContain('R$ 9,98');

    await page.getByLabel('Ou cole o XML').fill('<nfeProc versao="4.00"><NFe><infNFe versao="4.00">');
    await page.getByRole('button', { name: 'Importar' }).click();
    await page.getByRole('alert').getByText(/^O arquivo não é um XML bem formado/).waitFor();
    await expect(page.getByLabel('Ou cole o XML').getAttribute('aria-invalid')).resolves.toBe('true');
    await page.close();
  });

  it('saves a quota limit with its use shown, and refuses a limit that is not a number', async () => {
    const page = await signInAs('admin@demo.com.br');
    await openSection(page, 'Cotas', 'quotas');
    const users = page.getByLabel('Limite de usuários');
    // A limit typed and not saved: leaving asks 'Sair sem salvar?', by a link or by the browser's Back button.
    await users.fill('dez');
    const ask = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
    await page.getByRole('navigation', { name: 'Seções da administração' }).getByRole('link', { name: 'Atividade', exact: true }).click();
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await page.goBack();
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await ask.waitFor({ state: 'hidden' });
    await page.waitForURL('**/admin/quotas');
    await expect(users.inputValue()).resolves.toBe('dez');
    await page.getByRole('button', { name: 'Salvar limites' }).click();
    await page.getByText('Informe um número inteiro, sem casas decimais, ou deixe vazio para não limitar.').waitFor();
    await expect(users.getAttribute('aria-invalid')).resolves.toBe('true');
    // Below the use (the demo has more than one user): allowed, with what it means said beside the field; the
    // error about the field's old value goes once it changes.
    await users.fill('1');
    await expect(users.getAttribute('aria-invalid')).resolves.toBeNull();
    const warning = page.getByText(/^Abaixo do uso atual \(\d+\): ninguém é removido, mas novos cadastros e convites serão recusados/);
    await warning.waitFor();
    await expect(users.getAttribute('aria-describedby')).resolves.toContain(await warning.getAttribute('id'));
    await users.fill('500');
    await warning.waitFor({ state: 'detached' });
    await page.getByLabel('Limite de armazenamento').fill('10 GB');
    await page.getByRole('button', { name: 'Salvar limites' }).click();
    await page.getByText(/Limites salvos na versão \d+ da configuração\./).waitFor();
    await page.getByText(/^\d+ de 500 \(\d+%\)$/).waitFor();
    await page.getByText('0 bytes de 10 GB (0%)').waitFor();
    await expect(users.inputValue()).resolves.toBe('500');
    await expectAxeClean(page, 'quotas');
    // Saved: nothing to lose, so a link leaves at once.
    await page.getByRole('navigation', { name: 'Seções da administração' }).getByRole('link', { name: 'Atividade', exact: true }).click();
    await page.waitForURL('**/admin/activity');
    await expect(ask.count()).resolves.toBe(0);
    await page.close();
  });

  it('charts the activities by kind and by user, with the same numbers in a table', async () => {
    const admin = await localSession('admin@demo.com.br');
    for (const pointer of ['simplificaPublicityClick', 'simplificaPublicityClick', 'connectionError']) {
      await admin.call('/activity/v1/session/app/local/set', { method: 'POST', headers: { pointer }, body: '{}' });
    }
    const page = await signInAs('admin@demo.com.br');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openSection(page, 'Cotas', 'quotas');
    await networkQuiet(page);
    const beforeChart = scripts.length;
    await openSection(page, 'Atividade', 'activity');
    await page.locator('.activity-chart canvas').first().waitFor();
    expect(scripts.slice(beforeChart).some((s) => /activity-chart/.test(s))).toBe(true);
    expect(scripts.slice(0, beforeChart).some((s) => /activity-chart/.test(s))).toBe(false);
    await page.getByRole('img', { name: /Gráfico de linhas: \d+ atividades/ }).waitFor();
    const table = page.getByRole('region', { name: 'Tabela de atividades' }).getByRole('table');
    await table.getByRole('columnheader', { name: 'simplificaPublicityClick' }).waitFor();
    await table.getByRole('columnheader', { name: 'connectionError' }).waitFor();
    await expectAxeClean(page, 'activity');

    await page.getByRole('radio', { name: 'Por usuário' }).check();
    await table.getByRole('columnheader', { name: 'admin@demo.com.br' }).waitFor();
    await page.getByRole('radio', { name: 'Hora' }).check();
    await table.getByRole('rowheader', { name: /^\d{2}\/\d{2}\/\d{4} \d{2}:00$/ }).first().waitFor();
    await page.close();
  });

  it('lists the admin audit with who, what, when and where, searched on the server and paged', async () => {
    const page = await signInAs('admin@demo.com.br');
    await openSection(page, 'Auditoria', 'audit');
    await page.getByRole('columnheader', { name: 'Quem' }).waitFor();
    await page.getByLabel('Buscar por usuário ou ação').fill('quotas.update');
    const row = page.getByRole('row', { name: /Cotas alteradas/ }).first();
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cells[1]).toBe('admin@demo.com.br');
    expect(cells[2]).toContain('quotas.update');
    // The detail in pt-BR: labelled keys, the quotas as 'label: value' pairs, no JSON.
    expect(cells[2]).toMatch(/ · Versão: \d+ · Comentário: .+ · Limites: .*Usuários: \d+/);
    expect(cells[2]).not.toMatch(/[{}"]|version:|quotas:/);
    expect(cells[3]).toMatch(/127\.0\.0\.1|::1/);
    await expect.poll(() => page.getByRole('row').count()).toBeLessThan(22);
    await expectAxeClean(page, 'audit');
    // On a phone each entry is a card: the user agent and the detail wrap instead of pushing the table sideways.
    await expect(adminTableOverflowOnPhone(page)).resolves.toBe(0);
    await page.getByLabel('Buscar por usuário ou ação').fill('nada-disso-existe');
    await page.getByText('Nenhum registro encontrado.').waitFor();
    await page.close();
  });

  it('shows the consent report and downloads it as the server’s CSV', async () => {
    const page = await signInAs('admin@demo.com.br');
    await openSection(page, 'Consentimentos', 'consents');
    const ana = page.getByRole('row', { name: /ana@demo\.com\.br/ });
    await ana.getByText(/WhatsApp: (sim|não)/).waitFor();
    await expectAxeClean(page, 'consents');
    await expect(adminTableOverflowOnPhone(page)).resolves.toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('consentimentos-local.csv');
    const file = await download.path();
    const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('E-mail;Nome;Termo;Versão do termo;Aceito em;IP do aceite;Canais de notificação;Notificações revisadas em');
    expect(text.split('\r\n').some((line) => line.startsWith('ana@demo.com.br;Ana Souza;'))).toBe(true);
    await page.getByText('Arquivo CSV baixado.').waitFor();
    await page.close();
  });

  it('creates an automation with a sanitised preview, warns of an unknown group or module, sends it once confirmed, and ana has it unread', async () => {
    const page = await signInAs('admin@demo.com.br');
    await openSection(page, 'Notificações automáticas', 'automations');
    await page.getByRole('button', { name: 'Nova automação' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Escolha todos os usuários, ou informe grupos ou e-mails.').waitFor();
    await page.getByLabel('Nome', { exact: true }).fill(automationName);
    await page.getByLabel('Título da notificação').fill(automationTitle);
    await page.getByLabel('Mensagem (HTML)').fill('<p>Seu boleto <b>vence</b> amanhã.</p><img src="x" alt="" onerror="window.__xss = 1">');
    const preview = page.locator('.automation-preview');
    await preview.locator('b', { hasText: 'vence' }).waitFor();
    expect(await preview.locator('[onerror]').count()).toBe(0);
    await page.getByLabel('E-mails').fill('ANA@demo.com.br');
    // A group or a module the tenant does not have is warned about beside its field; the save still goes through.
    const groups = page.getByLabel('Grupos', { exact: true });
    const module = page.getByLabel('Módulo (opcional)', { exact: true });
    const unknownGroup = page.getByText('O grupo "inexistente" não existe nesta empresa');
    const unknownModule = page.getByText('O módulo "inexistente" não existe nesta empresa');
    await groups.fill('financeiro');
    await module.fill('inexistente');
    await unknownModule.waitFor();
    await expect(unknownGroup.count()).resolves.toBe(0);
    await groups.fill('inexistente');
    await unknownGroup.waitFor();
    const describedBy = (locator: typeof groups) =>
      locator.evaluate((el) => el.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '));
    await expect(describedBy(groups)).resolves.toContain('O grupo "inexistente" não existe nesta empresa');
    await expect(describedBy(module)).resolves.toContain('O módulo "inexistente" não existe nesta empresa');
    await expectAxeClean(page, 'automation-form');
    await module.fill('');
    await expect(unknownModule.count()).resolves.toBe(0);
    // Written and not saved: another section asks first, and staying keeps what was typed.
    await page.getByRole('navigation', { name: 'Seções da administração' }).getByRole('link', { name: 'Cotas', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await ask.waitFor({ state: 'hidden' });
    await expect(page.getByLabel('Título da notificação').inputValue()).resolves.toBe(automationTitle);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(`Automação "${automationName}" criada.`).waitFor();
    // Opened to edit and left unchanged: nothing to lose, no question.
    await page.getByRole('button', { name: `Editar ${automationName}` }).click();
    await page.getByLabel('Título da notificação').waitFor();
    await page.getByRole('navigation', { name: 'Seções da administração' }).getByRole('link', { name: 'Cotas', exact: true }).click();
    await page.waitForURL('**/admin/quotas');
    await expect(ask.count()).resolves.toBe(0);
    await page.goBack();
    await page.getByRole('button', { name: `Enviar agora: ${automationName}` }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(adminTableOverflowOnPhone(page)).resolves.toBe(0);

    // 'Enviar agora' asks first, naming what is sent, how and to whom; 'Cancelar' sends nothing.
    await page.getByRole('button', { name: `Enviar agora: ${automationName}` }).click();
    const confirmSend = openDialog(page);
    await confirmSend.getByRole('heading', { name: `Enviar "${automationName}" agora?` }).waitFor();
    await expect(confirmSend.textContent()).resolves.toContain(
      `A notificação "${automationTitle}" será enviada agora pelo portal para os usuários do grupo inexistente e ana@demo.com.br.`,
    );
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await confirmSend.getByRole('button', { name: 'Cancelar' }).click();
    await confirmSend.waitFor({ state: 'hidden' });
    await expect(page.getByText(`"${automationName}" enviada`).count()).resolves.toBe(0);
    await page.getByRole('button', { name: `Enviar agora: ${automationName}` }).click();
    await openDialog(page).getByRole('button', { name: 'Enviar notificação' }).click();
    await page.getByText(`"${automationName}" enviada para 1 usuário.`).waitFor();
    await expectAxeClean(page, 'automations');

    await page.getByRole('button', { name: `Excluir ${automationName}` }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: `Excluir a automação "${automationName}"?` }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Excluir automação' }).click();
    await page.getByText(`Automação "${automationName}" excluída.`).waitFor();
    await page.close();

    // Sent notifications stay with their users after the automation is deleted. (One browser profile: ana's
    // sign-in replaces the admin's session, so hers comes last.)
    const ana = await signInAs('ana@demo.com.br');
    await expect.poll(() => ana.title()).toMatch(/^\(\d+\) /);
    const anaSession = await localSession('ana@demo.com.br');
    const list = await anaSession.call<{ title: string; read: boolean }[]>('/notifications/v1/app/local/list?showOnlyNonRead=true');
    expect(list.some((n) => n.title === automationTitle && !n.read)).toBe(true);
    await ana.close();
  });
});
