import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissSessionEnded, endSessionBehind, signInHoldingSocket } from './support/accounts';
import { adminApi } from './support/admin';
import { adminTableOverflowOnPhone, baseUrl, launchBrowser, networkQuiet, openPage, seriousViolations, uniqueName, type Browser } from './support/browser';
import { openDialog, signIn } from './support/login';

// Issue 9 "The screens": the tenant admin edits, previews, publishes and rolls back tenant `local`'s config. One
// e2e server serves every file: the file leaves `local` with the content it found (a rollback, checked after).
let browser: Browser;
let other: Browser;
let api: Awaited<ReturnType<typeof adminApi>>;
let initial: Awaited<ReturnType<Awaited<ReturnType<typeof adminApi>>['current']>>;
beforeAll(async () => {
  browser = await launchBrowser();
  other = await launchBrowser();
  api = await adminApi();
  initial = await api.current();
});
afterAll(async () => {
  const now = await api.current();
  if (JSON.stringify(now.document) !== JSON.stringify(initial.document)) await api.rollback(initial.version, 'e2e: volta ao estado inicial');
  await other.close();
  await browser.close();
});

const newColor = '#8a1538';
const newMessage = `Mensagem publicada pelo e2e ${uniqueName('msg')}`;
const oldMessage = 'Bem-vindo ao Portal Demo.';
let publishedVersion = 0;

const rootPrimary = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());

async function signInAs(email: string): Promise<Page> {
  const page = await openPage(browser, 'localhost');
  await signIn(page, email);
  await page.waitForURL('**/dashboard');
  return page;
}

async function openAdmin(): Promise<Page> {
  const page = await signInAs('admin@demo.com.br');
  await page.getByRole('button', { name: 'Minha conta' }).click();
  await page.getByRole('link', { name: 'Administração' }).click();
  await page.waitForURL('**/admin/config');
  await page.getByLabel('Cor primária').waitFor();
  return page;
}

/**
 * A click into the JSON text at its first line, near the start, where a person clicks. Not the middle of .cm-content
 * (as tall as the whole document: the editor could end up scrolled far from the top, where CodeMirror draws no
 * decorations), nor the middle of the line (wider than the view: the click scrolls the editor sideways first).
 */
async function clickJsonStart(page: Page): Promise<void> {
  await page.locator('.cm-line').first().click({ position: { x: 10, y: 5 } });
}

/** The JSON view with its cursor on the first match of `text`, found with the editor's search as an admin does. */
async function findInJson(page: Page, text: string): Promise<void> {
  await page.getByRole('tab', { name: 'JSON' }).click();
  await clickJsonStart(page);
  await page.keyboard.press('Control+f');
  // Typed: the search panel takes its query on key up, and Enter then selects the next match.
  await page.getByRole('textbox', { name: 'Localizar' }).pressSequentially(text);
  await page.getByRole('textbox', { name: 'Localizar' }).press('Enter');
  await page.keyboard.press('Escape');
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

/** The login screen of a second browser, with no session and nothing cached from the first. */
async function freshLogin(): Promise<Page> {
  const page = await openPage(other, 'localhost');
  await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
  return page;
}

describe('tenant admin screens (issue 9)', () => {
  it('gives ana (not an admin) no Administração entry, loads nothing of it, and refuses her /admin', async () => {
    const page = await signInAs('ana@demo.com.br');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.getByRole('button', { name: 'Minha conta' }).click();
    await page.getByRole('button', { name: 'Meu perfil' }).waitFor();
    expect(await page.getByRole('link', { name: 'Administração' }).count()).toBe(0);
    expect(scripts.filter((s) => /admin|json-editor/.test(s))).toEqual([]);

    await page.goto(`${baseUrl('localhost')}/admin/config`);
    await page.getByRole('heading', { name: 'Sem permissão' }).waitFor();
    expect(await page.locator('.cm-editor').count()).toBe(0);
    expect(scripts.filter((s) => /admin-screens|json-editor|config-form-view/.test(s))).toEqual([]);
    await expectAxeClean(page);
    await page.close();
  });

  it('edits colour and login message in the form, previews them as Financeiro, publishes, and a second browser sees them', async () => {
    const page = await openAdmin();
    await expectAxeClean(page);

    await page.getByLabel('Cor primária').fill(newColor);
    await page.getByLabel('Mensagem da tela de login (HTML)').fill(`<p><strong>${newMessage}</strong></p>`);
    await page.getByText('Há alterações não publicadas.').waitFor();

    await page.getByLabel('Ver como').selectOption({ label: 'Grupo financeiro' });
    const frame = page.frameLocator('iframe[title="Pré-visualização do rascunho"]');
    await frame.getByText(newMessage).waitFor();
    await frame.getByRole('heading', { name: 'Financeiro', exact: true }).waitFor();
    const preview = page.frames().find((f) => f.url().endsWith('/admin/preview'))!;
    await expect(preview.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())).resolves.toBe(newColor);
    // The live config is untouched while previewing.
    const before = await freshLogin();
    await before.getByText(oldMessage).waitFor();
    await expect(rootPrimary(before)).resolves.toBe('#0b5cab');
    await before.close();

    await page.getByRole('button', { name: 'Validar' }).click();
    await page.getByTestId('problem-list').getByText(/pode ser publicada/).waitFor();
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Publicar configuração' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await dialog.getByText('Informe um comentário.').waitFor();
    await dialog.getByLabel('Comentário da versão').fill('e2e: nova cor primária e mensagem de login');
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    const published = page.getByText(/Versão \d+ publicada/);
    await published.waitFor();
    publishedVersion = Number(/Versão (\d+)/.exec((await published.textContent()) ?? '')![1]);
    expect(publishedVersion).toBeGreaterThan(initial.version);

    const after = await freshLogin();
    await after.getByText(newMessage).waitFor();
    await expect(rootPrimary(after)).resolves.toBe(newColor);
    const button = after.getByRole('button', { name: 'Continuar', exact: true });
    await expect(button.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe('rgb(138, 21, 56)');
    await after.close();
    await page.close();
  });

  it('keeps the draft when the session ends behind the page: signed in again, the editor opens with it, not published', async () => {
    const page = await signInHoldingSocket(browser, 'admin@demo.com.br', '/admin/config');
    const message = page.getByLabel('Mensagem da tela de login (HTML)');
    const typed = `<p>${uniqueName('Rascunho')}</p>`;
    await message.fill(typed);
    await page.getByText('Há alterações não publicadas.').waitFor();
    await endSessionBehind(page);
    await page.getByRole('button', { name: 'Validar' }).click();
    await dismissSessionEnded(page);
    await signIn(page, 'admin@demo.com.br');
    await page.waitForURL('**/admin/config');
    await page.getByText('Rascunho recuperado').waitFor();
    await page.getByText(/não publicou antes de a sessão terminar, feitas sobre a versão \d+/).waitFor();
    await expect(message.inputValue()).resolves.toBe(typed);
    await page.getByText('Há alterações não publicadas.').waitFor();
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Descartar alterações' }).click();
    await expect(message.inputValue()).resolves.not.toBe(typed);
    // Read once: opened again, the editor shows the published version.
    await page.reload();
    await page.getByLabel('Cor primária').waitFor();
    await expect(message.inputValue()).resolves.not.toBe(typed);
    expect(await page.getByText('Rascunho recuperado').count()).toBe(0);
    await page.close();
  });

  it("shows a bad edit's pt-BR error at its JSON path, inline too, and cannot publish it", async () => {
    const page = await openAdmin();
    await page.getByRole('tab', { name: 'JSON' }).click();
    await clickJsonStart(page);
    await page.keyboard.press('Control+f');
    await page.getByRole('textbox', { name: 'Localizar' }).fill(newColor);
    await page.getByRole('textbox', { name: 'Substituir' }).fill('azul');
    await page.getByRole('button', { name: 'substituir todos' }).click();
    await page.getByText('Há alterações não publicadas.').waitFor();

    await page.getByRole('button', { name: 'Validar' }).click();
    const problems = page.getByTestId('problem-list');
    const reveal = problems.getByRole('button', { name: 'Mostrar /company/style/color/primary no JSON' });
    await reveal.waitFor();
    const item = problems.locator('li', { hasText: '/company/style/color/primary' }).first();
    await expect(item.textContent()).resolves.toMatch(/deve|cor|padrão/i);
    // The problem's button scrolls the editor to the path: the bad value is underlined there.
    await reveal.click();
    await page.locator('.cm-lintRange-error', { hasText: 'azul' }).waitFor();
    expect(await page.getByRole('button', { name: 'Publicar', exact: true }).isDisabled()).toBe(true);
    await page.getByText('Corrija os erros antes de publicar.').waitFor();
    await expectAxeClean(page);

    // A wrong type, typed over: still refused, at its own path.
    await page.getByRole('textbox', { name: 'Localizar' }).fill('"appTitle": "Portal Demo"');
    await page.getByRole('textbox', { name: 'Substituir' }).fill('"appTitle": 42');
    await page.getByRole('button', { name: 'substituir todos' }).click();
    await page.getByRole('button', { name: 'Validar' }).click();
    await problems.getByRole('button', { name: 'Mostrar /company/appTitle no JSON' }).waitFor();
    expect(await page.getByRole('button', { name: 'Publicar', exact: true }).isDisabled()).toBe(true);

    // Unpublished, the draft is not lost to a click on another section: asked first, and kept.
    await page.getByRole('navigation', { name: 'Seções da administração' }).getByRole('link', { name: 'Versões', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await ask.waitFor({ state: 'hidden' });
    await page.getByText('Há alterações não publicadas.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/config');

    // Discarding drops the draft's validation too: no problems, no 'valide de novo' for a draft that is gone.
    await page.getByRole('button', { name: 'Descartar alterações' }).click();
    await page.getByText('Nenhuma alteração em relação à versão publicada.').waitFor();
    await expect(problems.count()).resolves.toBe(0);
    await expect(page.getByText(/problemas? encontrados?/).count()).resolves.toBe(0);
    await expect(page.getByText('O rascunho mudou desde a última validação: valide de novo.').count()).resolves.toBe(0);
    await page.close();
  });

  it("keeps the JSON editor's place across a form edit, and lints what the admin types in a worker", async () => {
    const page = await openAdmin();
    await findInJson(page, '"extrato-contas"');
    const activeLine = page.locator('.cm-activeLine');
    await expect(activeLine.textContent()).resolves.toContain('"extrato-contas"');

    // The form's edit reaches the editor as that one change, so the cursor stays where the admin left it.
    await page.getByRole('tab', { name: 'Formulário' }).click();
    await page.getByLabel('Nome do aplicativo').fill('Portal Demo E2E');
    await page.getByText('Há alterações não publicadas.').waitFor();
    await page.getByRole('tab', { name: 'JSON' }).click();
    await expect(activeLine.textContent()).resolves.toContain('"extrato-contas"');
    // The hidden editor took the form's edit when it was shown again.
    await page.locator('.cm-content').focus();
    await page.keyboard.press('Control+Home');
    await page.locator('.cm-line', { hasText: '"appName": "Portal Demo E2E"' }).waitFor();

    // A wrong type, typed without 'Validar': the schema's lint underlines it, checked in the editor's worker.
    await page.locator('.cm-content').focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Control+f');
    await page.getByRole('textbox', { name: 'Localizar' }).fill('"appTitle": "Portal Demo"');
    await page.getByRole('textbox', { name: 'Substituir' }).fill('"appTitle": 42');
    await page.getByRole('button', { name: 'substituir todos' }).click();
    await page.locator('.cm-lintRange-error', { hasText: '42' }).waitFor();
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([expect.stringMatching(/^\/assets\/draft-lint\.worker-[\w-]+\.js$/)]);

    await page.getByRole('button', { name: 'Descartar alterações' }).click();
    await page.getByText('Nenhuma alteração em relação à versão publicada.').waitFor();
    await page.close();
  });

  it("shows the schema's description of a key the admin hovers in the JSON view, its code spans as code", async () => {
    const page = await openAdmin();
    await findInJson(page, '"sumSql"');
    // The mouse over the key's own characters (the line's text is one node: its middle may be past the key).
    const key = await page.locator('.cm-activeLine').evaluate((line) => {
      const text = document.createTreeWalker(line, NodeFilter.SHOW_TEXT).nextNode() as Text;
      const range = document.createRange();
      const at = text.data.indexOf('"sumSql"');
      range.setStart(text, at + 2);
      range.setEnd(text, at + 6);
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    await page.mouse.move(key.x, key.y);
    const tooltip = page.locator('.cm-tooltip-hover');
    await tooltip.getByText('na parte da configuração que fica só no servidor').waitFor();
    await expect(tooltip.locator('.cm6-json-schema-hover--description code').allTextContents()).resolves.toEqual(['queries']);
    await expect(tooltip.locator('.cm6-json-schema-hover--code').textContent()).resolves.toBe('string');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it('lists the versions, diffs the last two by JSON path, and restores the previous one', async () => {
    const page = await openAdmin();
    await page.getByRole('link', { name: 'Versões' }).click();
    await page.waitForURL('**/admin/versions');
    const row = page.locator(`tr[data-version="${publishedVersion}"]`);
    await row.getByText('e2e: nova cor primária e mensagem de login').waitFor();
    await expect(row.locator('td').nth(2).textContent()).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    await page.getByRole('button', { name: 'Comparar' }).click();
    await page.getByRole('rowheader', { name: /\/company\/style\/color\/primary/ }).waitFor();
    await page.getByRole('rowheader', { name: /\/company\/message\/login\/html/ }).waitFor();
    await expectAxeClean(page);

    // On a phone each version is a card: its comment and 'Restaurar esta versão' are on screen, not behind a sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    const versions = page.locator('.admin-table-wrap', { has: page.locator('tr[data-version]') });
    await expect(versions.evaluate((region) => region.scrollWidth - region.clientWidth)).resolves.toBe(0);
    const restore = page.locator(`tr[data-version="${initial.version}"]`).getByRole('button', { name: 'Restaurar esta versão' });
    await restore.scrollIntoViewIfNeeded();
    const box = (await restore.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectAxeClean(page);

    await restore.click();
    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: `Restaurar a versão ${initial.version}?` }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Restaurar' }).click();
    await page.getByText(new RegExp(`Versão ${initial.version} restaurada como versão \\d+`)).waitFor();

    const restored = await freshLogin();
    await restored.getByText(oldMessage).waitFor();
    expect(await restored.getByText(newMessage).count()).toBe(0);
    await expect(rootPrimary(restored)).resolves.toBe('#0b5cab');
    await restored.close();
    expect(JSON.stringify((await api.current()).document)).toBe(JSON.stringify(initial.document));
    await page.close();
  });

  it('creates an API key shown once with a copy button, and revokes it after a confirmation', async () => {
    const page = await openAdmin();
    await page.getByRole('link', { name: 'Chaves de API' }).click();
    await page.waitForURL('**/admin/keys');
    await page.getByRole('button', { name: 'Criar chave' }).click();
    await page.getByText('Informe um nome para a chave.').waitFor();
    const name = uniqueName('ci');
    await page.getByLabel('Nome da nova chave').fill(name);
    await page.getByRole('button', { name: 'Criar chave' }).click();
    await page.getByText('Copie a chave agora: ela não será mostrada de novo.').waitFor();
    const key = await page.getByLabel('Chave de API').inputValue();
    expect(key.length).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Copiar' }).waitFor();
    await page.getByRole('cell', { name, exact: true }).waitFor();
    await expectAxeClean(page);
    await expect(adminTableOverflowOnPhone(page)).resolves.toBe(0);

    await page.getByRole('button', { name: `Revogar a chave ${name}` }).click();
    const dialog = openDialog(page);
    await dialog.getByText('Não é possível desfazer.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Revogar chave' }).click();
    await page.getByText(`Chave "${name}" revogada.`).waitFor();
    expect(await page.getByRole('cell', { name, exact: true }).count()).toBe(0);
    await page.close();
  });

  it('refuses a second active key of the same name on its field, and wraps a long name in the created box', async () => {
    const page = await openAdmin();
    await page.getByRole('link', { name: 'Chaves de API' }).click();
    await page.waitForURL('**/admin/keys');
    const field = page.getByLabel('Nome da nova chave');
    const name = uniqueName('CI deploy');
    await field.fill(name);
    await page.getByRole('button', { name: 'Criar chave' }).click();
    await page.getByRole('cell', { name, exact: true }).waitFor();

    // The same name in other letters: the revoke dialog could not tell the two apart, so it is refused.
    await field.fill(name.toUpperCase());
    await page.getByRole('button', { name: 'Criar chave' }).click();
    await page.getByText('Já existe uma chave ativa com este nome. Escolha outro nome.').waitFor();
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await field.inputValue()).toBe(name.toUpperCase());
    expect(await page.getByRole('cell', { name, exact: true }).count()).toBe(1);
    expect(await page.getByRole('cell', { name: name.toUpperCase(), exact: true }).count()).toBe(0);
    await expectAxeClean(page);

    // 80 characters with no space (the field's maximum) stay inside the 'Chave criada' box.
    const long = `${'W'.repeat(72)}${Date.now().toString(36).slice(-8)}`;
    await field.fill(long);
    await page.getByRole('button', { name: 'Criar chave' }).click();
    const box = page.locator('.created-key', { hasText: long });
    await box.getByRole('heading', { name: `Chave criada: ${long}` }).waitFor();
    // The key's own field scrolls; any other text wider than its element would spill out of the box.
    const spilled = await box.evaluate((el) =>
      [el, ...el.querySelectorAll(':not(input)')].filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.className),
    );
    expect(spilled).toEqual([]);

    for (const keyName of [name, long]) {
      await page.getByRole('button', { name: `Revogar a chave ${keyName}`, exact: true }).click();
      await openDialog(page).getByRole('button', { name: 'Revogar chave' }).click();
      await page.getByText(`Chave "${keyName}" revogada.`).waitFor();
    }
    await page.close();
  });
});
