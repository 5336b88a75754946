import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissSessionEnded, endSessionBehind, signInHoldingSocket } from './support/accounts';
import { adminApi } from './support/admin';
import {
  adminTableOverflowOnPhone,
  baseUrl,
  launchBrowser,
  networkQuiet,
  openPage,
  scrollRowState,
  seriousViolations,
  uniqueName,
  unloadAsks,
  type Browser,
} from './support/browser';
import { openDialog, signIn } from './support/login';

// Issue 10 "People and permissions": the admin blocks and unblocks ana while her portal is open, gives group
// financeiro an item it did not see, and works on the users, profiles, modules and messages screens. One e2e
// server serves every file: `local` is rolled back and ana unblocked at the end.
let browser: Browser;
let other: Browser;
let api: Awaited<ReturnType<typeof adminApi>>;
let initialVersion = 0;
let initialDocument = '';
beforeAll(async () => {
  browser = await launchBrowser();
  other = await launchBrowser();
  api = await adminApi();
  const initial = await api.current();
  initialVersion = initial.version;
  initialDocument = JSON.stringify(initial.document);
});
afterAll(async () => {
  await api.post('users/ana@demo.com.br/unblock');
  const now = await api.current();
  if (JSON.stringify(now.document) !== initialDocument) await api.rollback(initialVersion, 'e2e: volta ao estado inicial');
  await other.close();
  await browser.close();
});

async function signInAs(target: Browser, email: string): Promise<Page> {
  const page = await openPage(target, 'localhost');
  await signIn(page, email);
  await page.waitForURL('**/dashboard');
  return page;
}

/** axe at desktop and at 390 px (the page is left at desktop width). */
async function expectAxeClean(page: Page): Promise<void> {
  await networkQuiet(page);
  await expect(seriousViolations(page)).resolves.toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await expect(seriousViolations(page)).resolves.toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const itemLink = (page: Page, title: string) => page.getByRole('link', { name: new RegExp(`^${title}`) }).first();

async function openSection(page: Page, name: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Seções da administração' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

describe('admin people and content screens (issue 10)', () => {
  let admin: Page;

  it("labels the users' search as the other admin fields are, and makes it a search landmark, when it is the first screen loaded", async () => {
    const page = await signInAs(browser, 'admin@demo.com.br');
    await page.goto(`${baseUrl('localhost')}/admin/users`);
    await page.getByRole('search').getByRole('searchbox', { name: 'Buscar usuários por e-mail ou nome' }).waitFor();
    const label = page.locator('label', { hasText: 'Buscar usuários por e-mail ou nome' });
    await expect(label.evaluate((element) => getComputedStyle(element).fontWeight)).resolves.toBe('600');
    await page.close();
  });

  it('opens the admin area on the first permitted section and lists the users, searched by the server', async () => {
    // A visitor on a public page makes the tenant's hidden visitor row; the list shows people only (no blank link).
    const visitor = await fetch(`${baseUrl('localhost')}/auth/v1/general/app/local/session/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(visitor.status).toBe(200);
    admin = await signInAs(browser, 'admin@demo.com.br');
    await admin.getByRole('button', { name: 'Minha conta' }).click();
    await admin.getByRole('link', { name: 'Administração' }).click();
    await admin.waitForURL('**/admin/config');
    await openSection(admin, 'Usuários', 'Usuários');
    await admin.getByRole('link', { name: 'admin@demo.com.br' }).waitFor();
    await expectAxeClean(admin);
    // On a phone the 17 sections are one row that scrolls sideways: the open one shown whole, both edges faded
    // while more lie beyond each, only the left one at the row's end; at desktop width they wrap, with no fade.
    const sections = () => scrollRowState(admin, '.area__nav-list', '[aria-current="page"]');
    await expect.poll(sections).toEqual({ before: false, after: false, faded: false, currentShown: true });
    // At desktop width the 17 sections are a column on the left: the screen starts under the bar, not under rows
    // of links (it started 268 px down when they wrapped in the bar).
    const desktop = await admin.evaluate(() => {
      const links = [...document.querySelectorAll('.area__nav-link')].map((a) => a.getBoundingClientRect());
      const title = document.querySelector('h1.area__title')!.getBoundingClientRect();
      return { lefts: new Set(links.map((r) => Math.round(r.left))).size, navRight: Math.max(...links.map((r) => r.right)), title: { top: title.top, left: title.left } };
    });
    expect(desktop.lefts, 'one column of sections').toBe(1);
    expect(desktop.title.left).toBeGreaterThan(desktop.navRight);
    expect(desktop.title.top).toBeLessThan(120);
    await admin.setViewportSize({ width: 390, height: 844 });
    await expect.poll(sections).toEqual({ before: true, after: true, faded: true, currentShown: true });
    // The users table is a column of cards on the phone: nothing behind a sideways scroll, so no faded edge.
    await expect.poll(() => scrollRowState(admin, '.admin-table-wrap', 'table')).toMatchObject({ before: false, after: false, faded: false });
    await admin.locator('.area__nav-list').evaluate((nav) => nav.scrollTo({ left: nav.scrollWidth }));
    await expect.poll(sections).toMatchObject({ before: true, after: false, faded: true });
    await openSection(admin, 'Configuração', 'Configuração do portal');
    await expect.poll(sections).toEqual({ before: false, after: true, faded: true, currentShown: true });
    await openSection(admin, 'Usuários', 'Usuários');
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.getByLabel('Buscar usuários por e-mail ou nome').fill('ana@');
    await admin.getByText('Página 1 de 1 · 1 resultado').waitFor();
    await expect(admin.getByRole('link', { name: 'admin@demo.com.br' }).count()).resolves.toBe(0);
  });

  it("blocks ana while her portal is open: her next navigation lands on the login; then unblocks her", async () => {
    const ana = await signInAs(other, 'ana@demo.com.br');
    await admin.getByRole('link', { name: 'ana@demo.com.br' }).click();
    await admin.getByRole('heading', { level: 1, name: /Usuário/ }).waitFor();
    await admin.getByText('Ativo', { exact: true }).first().waitFor();
    // Her entity's CNPJ as people read it.
    await admin.getByRole('listitem').filter({ hasText: '11.222.333/0001-81' }).first().waitFor();
    await expectAxeClean(admin);

    await admin.getByRole('button', { name: 'Bloquear', exact: true }).click();
    const dialog = openDialog(admin);
    await dialog.getByRole('heading', { name: 'Bloquear ana@demo.com.br?' }).waitFor();
    await expect(seriousViolations(admin)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Bloquear' }).click();
    await admin.getByText('ana@demo.com.br foi bloqueado e as sessões dele foram encerradas.').waitFor();
    await admin.getByText('Bloqueado', { exact: true }).first().waitFor();

    await ana.reload();
    await ana.getByLabel('Digite seu e-mail').waitFor();
    await ana.close();

    await admin.getByRole('button', { name: 'Desbloquear', exact: true }).click();
    await openDialog(admin).getByRole('button', { name: 'Desbloquear' }).click();
    await admin.getByText('ana@demo.com.br foi desbloqueado.').waitFor();
    await admin.getByText('Ativo', { exact: true }).first().waitFor();
    // A reload on her page (its address holds her e-mail, dots and all) opens it again, not the server's 404.
    expect(admin.url()).toMatch(/\/admin\/users\/ana%40demo\.com\.br$/);
    await admin.reload();
    await admin.getByRole('heading', { level: 1, name: /Usuário/ }).waitFor();
    await admin.getByText('Ativo', { exact: true }).first().waitFor();
  });

  it('generates a direct link with its expiry and a copy button', async () => {
    await admin.getByRole('button', { name: 'Gerar link direto' }).click();
    const dialog = openDialog(admin);
    await dialog.getByLabel('Validade (minutos)').fill('abc');
    await dialog.getByRole('button', { name: 'Gerar link' }).click();
    await dialog.getByText('Informe um número inteiro de minutos entre 1 e 43200.').waitFor();
    await dialog.getByLabel('Validade (minutos)').fill('60');
    await dialog.getByRole('button', { name: 'Gerar link' }).click();
    await expect(dialog.getByLabel('Link direto').inputValue()).resolves.toMatch(/\/directHash\//);
    await dialog.getByText(/^Vale até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/).waitFor();
    await dialog.getByRole('button', { name: 'Copiar link' }).waitFor();
    // The pointer still rests where 'Gerar link' was, now 'Fechar': axe reads colours as they stand, not mid-hover-transition.
    await admin.mouse.move(0, 0);
    await networkQuiet(admin);
    await expect(seriousViolations(admin)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
  });

  it("does not offer 'Bloquear' or 'Encerrar sessões' on the admin's own account, and says why", async () => {
    await openSection(admin, 'Usuários', 'Usuários');
    await admin.getByRole('link', { name: 'admin@demo.com.br' }).click();
    await admin.getByRole('heading', { level: 1, name: /Usuário/ }).waitFor();
    await admin.getByText('Esta é a sua conta: bloqueio e encerramento de sessões ficam para outro administrador.').waitFor();
    await expect(admin.getByRole('button', { name: 'Bloquear', exact: true }).count()).resolves.toBe(0);
    await expect(admin.getByRole('button', { name: 'Encerrar sessões', exact: true }).count()).resolves.toBe(0);
    // What stays open to the admin on their own account.
    await admin.getByRole('button', { name: 'Gerar link direto' }).waitFor();
    await expectAxeClean(admin);
  });

  it('gives group financeiro the item Parceiros (restricted to admin) and ana sees it after a reload, without a restart', async () => {
    const ana = await signInAs(other, 'ana@demo.com.br');
    await itemLink(ana, 'Avisos').waitFor();
    await expect(ana.getByRole('link', { name: /^Parceiros/ }).count()).resolves.toBe(0);

    await openSection(admin, 'Perfis', 'Perfis');
    await expectAxeClean(admin);
    await admin.getByRole('link', { name: 'financeiro', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Grupo financeiro' }).waitFor();
    await admin.getByRole('cell', { name: 'ana@demo.com.br', exact: true }).waitFor();
    await expectAxeClean(admin);
    const parceiros = admin.getByRole('checkbox', { name: 'Item Parceiros' });
    await expect(parceiros.isChecked()).resolves.toBe(false);
    await parceiros.focus();
    await admin.keyboard.press('Space');
    await expect(parceiros.isChecked()).resolves.toBe(true);

    await admin.getByRole('button', { name: 'Ver como este grupo' }).click();
    const frame = admin.frameLocator('iframe[title="Pré-visualização do rascunho"]');
    await frame.getByText('Parceiros').first().waitFor();

    await admin.getByRole('button', { name: 'Salvar alterações' }).click();
    const dialog = openDialog(admin);
    await expect(dialog.getByLabel('Comentário da versão').inputValue()).resolves.toBe('Perfis: acesso e permissões do grupo financeiro');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await admin.getByText(/Versão \d+ publicada/).waitFor();

    await ana.reload();
    await itemLink(ana, 'Parceiros').waitFor();
    await ana.close();
  });

  it("creates group 'compras' from 'Novo grupo': the name is checked, the new group says how it comes to exist, a member makes it listed", async () => {
    await openSection(admin, 'Perfis', 'Perfis');
    // Contas shows only to users with accounts access (requiresAccountsAccess): the list says so, not just 'todos'.
    await admin.getByRole('listitem').filter({ has: admin.getByRole('link', { name: 'Contas', exact: true }) }).getByText('· Visível para todos · só para quem tem acesso às contas').waitFor();
    const form = admin.getByRole('form', { name: 'Novo grupo' });
    const name = form.getByLabel('Nome do grupo');
    await form.getByRole('button', { name: 'Criar grupo' }).click();
    await form.getByText('Informe o nome do grupo.').waitFor();
    await name.fill('contas a pagar');
    await name.press('Enter');
    await form.getByText('O nome não pode ter espaços: use hífens, como contas-a-pagar.').waitFor();
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectAxeClean(admin);
    // Only letter case apart from an existing group: refused, and the field keeps the focus for the fix.
    await name.fill('ADMIN');
    await form.getByRole('button', { name: 'Criar grupo' }).click();
    await form.getByText('Já existe o grupo admin: abra-o na lista acima em vez de criar outro que só muda maiúsculas.').waitFor();
    await expect(admin.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).resolves.toBe('true');
    await name.fill('compras');
    await name.press('Enter');
    await admin.getByRole('heading', { level: 1, name: 'Grupo compras' }).waitFor();
    await admin.getByText(/^Grupo novo: ele passa a existir quando tiver um membro/).waitFor();
    await expectAxeClean(admin);

    await admin.getByLabel('E-mail do novo membro').fill('termos@demo.com.br');
    await admin.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await admin.getByText('termos@demo.com.br agora faz parte do grupo.').waitFor();
    await admin.getByRole('link', { name: 'Voltar aos perfis' }).click();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: 'compras', exact: true }) });
    await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toBe('1');
    await admin.getByRole('link', { name: 'compras', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Grupo compras' }).waitFor();
    await expect(admin.getByText(/^Grupo novo:/).count()).resolves.toBe(0);
    // 'Remover' asks first, naming the member and the group; 'Cancelar' (focused) keeps the member.
    const removeTermos = admin.getByRole('button', { name: 'Remover termos@demo.com.br do grupo' });
    await removeTermos.click();
    const ask = admin.getByRole('alertdialog', { name: 'Remover termos@demo.com.br do grupo compras?' });
    await ask.getByText('O usuário deixa de ver o que o grupo vê no portal e perde as permissões de administração que o grupo concede.').waitFor();
    await expect(ask.getByRole('button', { name: 'Cancelar' }).evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    await expectAxeClean(admin);
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await ask.waitFor({ state: 'hidden' });
    await admin.getByRole('cell', { name: 'termos@demo.com.br', exact: true }).waitFor();
    await expect(admin.getByText('termos@demo.com.br saiu do grupo.').count()).resolves.toBe(0);
    // Back to how the demo was: 'Remover' confirmed, termos@ leaves the group, so it is gone from the list.
    await removeTermos.click();
    await ask.getByRole('button', { name: 'Remover', exact: true }).click();
    await admin.getByText('termos@demo.com.br saiu do grupo.').waitFor();
    await admin.getByText('Nenhum membro encontrado.').waitFor();
    // The row that opened the dialog is gone: the focus is on the page's heading, not lost on the body.
    await expect.poll(() => admin.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    // A typed address with a name the API refuses shows why instead of an editor that cannot save.
    await admin.goto(`${baseUrl('localhost')}/admin/profiles/groups/${encodeURIComponent('contas a pagar')}`);
    await admin.getByRole('heading', { level: 1, name: 'Nome de grupo inválido' }).waitFor();
    await expect(admin.getByLabel('E-mail do novo membro').count()).resolves.toBe(0);
    await admin.getByRole('link', { name: 'Voltar aos perfis' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Perfis', exact: true }).waitFor();
  });

  it('moves a module with the keyboard (focus kept) and back, and shows a module and an item form', async () => {
    await openSection(admin, 'Módulos', 'Módulos');
    await expectAxeClean(admin);
    // Contas is for everyone with accounts access (requiresAccountsAccess), which its 'Grupos' cell says.
    const contas = admin.locator('tbody tr').filter({ has: admin.getByRole('link', { name: 'Contas', exact: true }) });
    await expect(contas.getByRole('cell', { name: 'Todos os grupos só com acesso às contas' }).count()).resolves.toBe(1);
    // At 390 px each module is a card, its buttons wrapped inside it, none behind a sideways scroll.
    await expect(adminTableOverflowOnPhone(admin)).resolves.toBe(0);
    const down = admin.getByRole('button', { name: 'Mover para baixo: Financeiro' });
    await down.focus();
    await admin.keyboard.press('Enter');
    await admin.getByText('Financeiro agora está na posição 2.').waitFor();
    await expect(admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Mover para baixo: Financeiro');
    await expect(admin.locator('tbody tr').first().getAttribute('data-entry')).resolves.toBe('cadastros');
    await admin.keyboard.press('Shift+Tab');
    await admin.keyboard.press('Enter');
    await expect(admin.locator('tbody tr').first().getAttribute('data-entry')).resolves.toBe('financeiro');

    await admin.getByRole('link', { name: 'Cadastros', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Módulo Cadastros' }).waitFor();
    // The picker offers every group users have (the admin may see 'Perfis'), not only those the modules name.
    const audience = admin.getByRole('group', { name: 'Grupos que veem' });
    await audience.getByRole('checkbox', { name: 'tesouraria', exact: true }).waitFor();
    await audience.getByRole('checkbox', { name: 'host', exact: true }).waitFor();
    await expectAxeClean(admin);
    await admin.getByRole('link', { name: 'Avisos', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Item Avisos' }).waitFor();
    await admin.getByRole('textbox', { name: /^HTML/ }).waitFor();
    await admin.getByRole('button', { name: 'Aplicar ao rascunho' }).waitFor();
    await expectAxeClean(admin);
    // A reload (or a shared link) opens the same item form: the guard knows the admin's nested paths.
    await admin.reload();
    await admin.getByRole('heading', { level: 1, name: 'Item Avisos' }).waitFor();
    // Typed in the item's form and not applied: going back to the module asks first, and leaving drops the edit.
    const html = admin.getByRole('textbox', { name: /^HTML/ });
    await html.fill('<p>Rascunho não aplicado</p>');
    const ask = admin.getByRole('alertdialog', { name: 'Sair sem salvar?' });
    const itemText = "As alterações deste item ainda não foram aplicadas ao rascunho ('Aplicar ao rascunho') e serão perdidas.";
    // The browser's Back button asks too: staying keeps the form, its URL and the typed text.
    await admin.goBack();
    await ask.getByText(itemText).waitFor();
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await ask.waitFor({ state: 'hidden' });
    await admin.waitForURL('**/admin/modules/cadastros/items/avisos');
    await expect(html.inputValue()).resolves.toBe('<p>Rascunho não aplicado</p>');
    // Back again and 'Sair sem salvar': the module it went back to, one question only.
    await admin.goBack();
    await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Módulo Cadastros' }).waitFor();
    await admin.waitForURL('**/admin/modules/cadastros');
    await expect(ask.count()).resolves.toBe(0);
    await admin.getByRole('link', { name: 'Avisos', exact: true }).click();
    await html.fill('<p>Rascunho não aplicado</p>');
    await admin.getByRole('link', { name: 'Voltar ao módulo Cadastros' }).click();
    await ask.getByText(itemText).waitFor();
    await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Módulo Cadastros' }).waitFor();
    // Down and up again: the draft is the published order, nothing to save.
    await expect(admin.getByText('Há alterações não salvas.').count()).resolves.toBe(0);
  });

  it("checks a changed item id as 'Novo item' does and follows it; offers the tenant's queries; 'Descartar' drops a refused save's notice", async () => {
    await openSection(admin, 'Módulos', 'Módulos');
    await admin.getByRole('link', { name: 'Financeiro', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Módulo Financeiro' }).waitFor();
    await admin.getByRole('link', { name: 'Títulos em aberto', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Item Títulos em aberto' }).waitFor();
    // pt-BR labels: the rule as the module page calls it, the total's type by what it means (values unchanged).
    await admin.getByRole('textbox', { name: /^Regra de visibilidade/ }).waitFor();
    await expect(admin.getByText('visibleWhen', { exact: true }).count()).resolves.toBe(0);
    const sumType = admin.getByRole('combobox', { name: /^Tipo do total/ });
    await expect(sumType.locator('option:checked').textContent()).resolves.toBe('Moeda (R$)');
    await expect(sumType.locator('option').allTextContents()).resolves.toEqual(expect.arrayContaining(['Moeda (R$)', 'Número']));
    // The query is one of server.queries, chosen from a list.
    const query = admin.getByRole('combobox', { name: /^Consulta \(nome\)/ });
    await expect(query.locator('option:checked').textContent()).resolves.toBe('titulos-lista');
    await expect(query.locator('option').allTextContents()).resolves.toEqual(expect.arrayContaining(['titulos-abertos', 'titulos-relatorio']));

    // An id another item of the module has is refused in the form, not later by the server.
    const id = admin.getByRole('textbox', { name: /^Identificador/ });
    await id.fill('resumo');
    await admin.getByRole('button', { name: 'Aplicar ao rascunho' }).click();
    await admin.getByText('Já existe um com este identificador.').waitFor();
    expect(new URL(admin.url()).pathname).toBe('/admin/modules/financeiro/items/titulos');
    await id.fill('Títulos');
    await admin.getByRole('button', { name: 'Aplicar ao rascunho' }).click();
    await admin.getByText('Use letras minúsculas, números e hífens.').waitFor();
    // A good one: the page follows the item to its new address, in place of the old one in the history.
    await id.fill('titulos-em-aberto');
    await admin.getByRole('button', { name: 'Aplicar ao rascunho' }).click();
    await admin.waitForURL('**/admin/modules/financeiro/items/titulos-em-aberto');
    await admin.getByText('Alterações aplicadas ao rascunho: salve para publicar.').waitFor();
    await admin.getByRole('heading', { level: 1, name: 'Item Títulos em aberto' }).waitFor();
    await expect(admin.getByText('Não encontrado.').count()).resolves.toBe(0);
    await admin.goBack();
    await admin.getByRole('heading', { level: 1, name: 'Módulo Financeiro' }).waitFor();
    await admin.getByRole('button', { name: 'Descartar', exact: true }).click();
    await expect(admin.getByText('Há alterações não salvas.').count()).resolves.toBe(0);

    // A new table starts with one of the tenant's queries (not a made-up name) and saves as it is.
    const newItem = admin.getByRole('form', { name: 'Novo item' });
    await newItem.getByLabel('Identificador').fill('nova-tabela');
    await newItem.getByLabel('Título').fill('Nova tabela');
    await newItem.getByLabel('Tipo do item').selectOption({ label: 'Tabela' });
    await newItem.getByRole('button', { name: 'Criar' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Item Nova tabela' }).waitFor();
    await expect(query.locator('option:checked').textContent()).resolves.toBe('boleto-email');
    await admin.getByRole('button', { name: 'Salvar módulos' }).click();
    const dialog = openDialog(admin);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await admin.getByText(/Versão \d+ publicada/).waitFor();

    // A save the server refuses, then 'Descartar': the refusal goes with the draft it was about.
    await admin.getByRole('link', { name: 'Voltar ao módulo Financeiro' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Módulo Financeiro' }).waitFor();
    await newItem.getByLabel('Identificador').fill('novo-resumo');
    await newItem.getByLabel('Título').fill('Novo resumo');
    await newItem.getByLabel('Tipo do item').selectOption({ label: 'Resumo' });
    await newItem.getByRole('button', { name: 'Criar' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Item Novo resumo' }).waitFor();
    await admin.getByRole('textbox', { name: /^Números/ }).fill('[{"label": "Total", "query": "nao-existe"}]');
    await admin.getByRole('button', { name: 'Aplicar ao rascunho' }).click();
    await admin.getByText('Alterações aplicadas ao rascunho: salve para publicar.').waitFor();
    await admin.getByRole('button', { name: 'Salvar módulos' }).click();
    await openDialog(admin).getByRole('button', { name: 'Salvar' }).click();
    const refusal = admin.getByText('A consulta "nao-existe" não existe em server.queries.', { exact: false });
    await refusal.waitFor();
    await admin.getByRole('button', { name: 'Descartar', exact: true }).click();
    await expect(admin.getByText('Há alterações não salvas.').count()).resolves.toBe(0);
    await expect(refusal.count()).resolves.toBe(0);
    await expect(admin.getByText('A alteração não foi salva:').count()).resolves.toBe(0);
  });

  it("asks 'Sair sem salvar?' before a link leaves a section with unsaved changes; links inside it keep the draft", async () => {
    const saved = (await api.current()).version;
    // From another section, so that the browser's Back button has somewhere outside 'Módulos' to go.
    await openSection(admin, 'Mensagens', 'Mensagens');
    await openSection(admin, 'Módulos', 'Módulos');
    await admin.getByRole('button', { name: 'Mover para baixo: Financeiro' }).click();
    await admin.getByText('Há alterações não salvas.').waitFor();
    // Another section: asked, and 'Continuar editando' (the default button) stays with the change.
    await admin.getByRole('navigation', { name: 'Seções da administração' }).getByRole('link', { name: 'Mensagens', exact: true }).click();
    const ask = admin.getByRole('alertdialog', { name: 'Sair sem salvar?' });
    await ask.getByText('As alterações desta seção ainda não foram salvas e serão perdidas.').waitFor();
    await expect(ask.getByRole('button', { name: 'Continuar editando' }).evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    const buttonRows = await ask.getByRole('button').evaluateAll((buttons) => new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size);
    expect(buttonRows, 'its two buttons on one row at desktop width').toBe(1);
    await expectAxeClean(admin);
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(admin.url()).pathname).toBe('/admin/modules');
    await expect(admin.locator('tbody tr').first().getAttribute('data-entry')).resolves.toBe('cadastros');
    // A module of the same section: no question, the draft goes along.
    await admin.getByRole('link', { name: 'Cadastros', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Módulo Cadastros' }).waitFor();
    await admin.getByText('Há alterações não salvas.').waitFor();
    // The browser's Back button: inside the section it passes; out of it, it asks, and staying stays.
    await admin.goBack();
    await admin.getByRole('heading', { level: 1, name: 'Módulos', exact: true }).waitFor();
    await expect(ask.count()).resolves.toBe(0);
    await admin.goBack();
    await ask.getByText('As alterações desta seção ainda não foram salvas e serão perdidas.').waitFor();
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await ask.waitFor({ state: 'hidden' });
    await admin.waitForURL('**/admin/modules');
    await admin.getByRole('heading', { level: 1, name: 'Módulos', exact: true }).waitFor();
    await expect(admin.locator('tbody tr').first().getAttribute('data-entry')).resolves.toBe('cadastros');
    await admin.goForward();
    await admin.getByRole('heading', { level: 1, name: 'Módulo Cadastros' }).waitFor();
    await expect(ask.count()).resolves.toBe(0);
    // Closing or reloading the tab gets the browser's own question.
    await expect(unloadAsks(admin)).resolves.toBe(true);
    // 'Voltar ao portal' asks too; 'Sair sem salvar' leaves, and nothing was saved.
    await admin.getByRole('link', { name: 'Voltar ao portal' }).click();
    await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
    await admin.waitForURL('**/dashboard');
    await expect(unloadAsks(admin)).resolves.toBe(false);
    await expect(api.current().then((c) => c.version)).resolves.toBe(saved);
    await admin.goto(`${baseUrl('localhost')}/admin/modules`);
    await admin.getByRole('heading', { level: 1, name: 'Módulos', exact: true }).waitFor();
    await expect(admin.locator('tbody tr').first().getAttribute('data-entry')).resolves.toBe('financeiro');
  });

  it('edits the login message with a preview sanitised as the portal does, without saving', async () => {
    await openSection(admin, 'Mensagens', 'Mensagens');
    const field = admin.getByLabel('HTML da mensagem de login', { exact: true });
    await field.fill('<p>Olá <strong>e2e</strong><img src=x alt="" onerror="window.__xss=1"><script>window.__xss=2</script></p>');
    const preview = admin.getByRole('region', { name: 'Pré-visualização: HTML da mensagem de login' });
    await preview.locator('strong', { hasText: 'e2e' }).waitFor();
    await expect(preview.locator('script').count()).resolves.toBe(0);
    await expect(preview.locator('img').getAttribute('onerror')).resolves.toBeNull();
    await expect(admin.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
    await admin.getByLabel('Mensagem para localhost').waitFor();
    await expectAxeClean(admin);
    await admin.getByRole('button', { name: 'Descartar' }).click();
    await admin.close();
  });

  it("keeps a section's draft when the session ends behind the page: signed in again, the save bar says it came back", async () => {
    const page = await signInHoldingSocket(browser, 'admin@demo.com.br', '/admin/messages');
    const field = page.getByLabel('HTML da mensagem de login', { exact: true });
    const typed = `<p>${uniqueName('Rascunho')}</p>`;
    await field.fill(typed);
    await page.getByText('Há alterações não salvas.').waitFor();
    await endSessionBehind(page);
    await page.getByRole('button', { name: 'Salvar mensagens' }).click();
    await openDialog(page).getByRole('button', { name: 'Salvar', exact: true }).click();
    await dismissSessionEnded(page);
    await signIn(page, 'admin@demo.com.br');
    await page.waitForURL('**/admin/messages');
    await page.getByText(/^Rascunho recuperado: alterações não salvas antes de a sessão terminar, feitas sobre a versão \d+\.$/).waitFor();
    await expect(field.inputValue()).resolves.toBe(typed);
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Descartar' }).click();
    await expect(field.inputValue()).resolves.not.toBe(typed);
    await page.close();
  });

  it('answers Sem permissão for a section the user lacks (ana holds none: the whole area)', async () => {
    const ana = await openPage(other, 'localhost', '/');
    await signIn(ana, 'ana@demo.com.br');
    await ana.waitForURL('**/dashboard');
    await ana.goto(`${baseUrl('localhost')}/admin/users`);
    await ana.getByRole('heading', { name: 'Sem permissão' }).waitFor();
    await ana.close();
  });
});
