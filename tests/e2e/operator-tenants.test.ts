import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, networkQuiet, openPage, seriousViolations, type Browser } from './support/browser';
import { openDialog, signIn } from './support/login';

// Issue 9 "Platform operators": operador@adapcon.com.br on the operator host (localhost) lists, creates and sets
// the status of tenants. One e2e server serves every file: this one only adds tenant omega and leaves it active.
let browser: Browser;
let other: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  other = await launchBrowser();
});
afterAll(async () => {
  await other.close();
  await browser.close();
});

const omegaUrl = () => `http://omega.portal.test:${inject('e2ePort')}`;
const shotsDir = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  // In slices, so a long phone page stays legible in an image viewer.
  const { width, height } = await page.evaluate(() => ({ width: window.innerWidth, height: document.documentElement.scrollHeight }));
  const slice = width < 600 ? 1000 : 1400;
  for (let y = 0, part = 1; y < height; y += slice, part += 1) {
    await page.screenshot({ path: path.join(shotsDir, `${name}-${part}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(slice, height - y) } });
  }
}

/** Signs in on localhost; `scripts` collects every script the page loads from the login screen on. */
async function signInAs(email: string, scripts: string[] = []): Promise<Page> {
  const page = await openPage(browser, 'localhost');
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signIn(page, email);
  await page.waitForURL('**/dashboard');
  return page;
}

const operatorChunks = (scripts: string[]) => scripts.filter((file) => /operator-route/.test(file));

async function openOperation(): Promise<Page> {
  const scripts: string[] = [];
  const page = await signInAs('operador@adapcon.com.br', scripts);
  await page.getByRole('button', { name: 'Minha conta' }).click();
  await page.getByRole('link', { name: 'Operação' }).waitFor();
  expect(operatorChunks(scripts)).toEqual([]);
  await page.getByRole('link', { name: 'Operação' }).click();
  await page.waitForURL('**/operacao');
  await page.getByRole('heading', { name: 'Empresas', level: 1 }).waitFor();
  await page.getByTestId('tenant-row-local').waitFor();
  return page;
}

/** axe at desktop and at 390 px, with a screenshot of each (the page is left at desktop width). */
async function expectAxeClean(page: Page, name: string): Promise<void> {
  await networkQuiet(page);
  await expect(seriousViolations(page)).resolves.toEqual([]);
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await expect(seriousViolations(page)).resolves.toEqual([]);
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function setStatus(page: Page, appName: string, status: 'Ativa' | 'Desativada' | 'Bloqueada', confirm: string): Promise<void> {
  await page.getByRole('button', { name: `Alterar situação de ${appName}` }).click();
  const dialog = openDialog(page);
  await dialog.getByRole('heading', { name: `Situação de ${appName}` }).waitFor();
  await dialog.getByRole('radio', { name: status, exact: true }).check();
  await dialog.getByRole('button', { name: confirm }).click();
  await page.getByText(`${appName}: situação alterada para ${status}.`).waitFor();
  expect(await openDialog(page).count()).toBe(0);
}

describe('platform operators (issue 9)', () => {
  it('gives admin@demo.com.br (a tenant admin, not an operator) no Operação entry and refuses him /operacao', async () => {
    const scripts: string[] = [];
    const page = await signInAs('admin@demo.com.br', scripts);
    await page.getByRole('button', { name: 'Minha conta' }).click();
    await page.getByRole('button', { name: 'Meu perfil' }).waitFor();
    await networkQuiet(page);
    expect(await page.getByRole('link', { name: 'Operação' }).count()).toBe(0);
    expect(operatorChunks(scripts)).toEqual([]);
    await page.goto(`${baseUrl('localhost')}/operacao`);
    await page.getByRole('heading', { name: 'Sem permissão' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Empresas' }).count()).toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it('lists every tenant with a search, and shows the form errors in pt-BR at their fields', async () => {
    const page = await openOperation();
    for (const id of ['local', 'acme', 'beta', 'gamma']) await page.getByTestId(`tenant-row-${id}`).waitFor();
    await expect(page.getByTestId('tenant-row-beta').getByText('Desativada', { exact: true }).count()).resolves.toBe(1);
    await page.getByLabel('Buscar empresa').fill('gamma.portal');
    await page.getByText('1 de ').waitFor();
    expect(await page.getByTestId('tenant-row-acme').count()).toBe(0);
    await page.getByLabel('Buscar empresa').fill('');

    // Tenant local serves the operator host: disabling or blocking it would lock the operators out.
    await page.getByRole('button', { name: 'Alterar situação de Portal Demo' }).click();
    const dialog = openDialog(page);
    await dialog.getByText('Esta é a empresa deste endereço de operação', { exact: false }).waitFor();
    await expect(dialog.getByRole('radio', { name: 'Desativada', exact: true }).isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole('radio', { name: 'Bloqueada', exact: true }).isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole('button', { name: 'Ativar empresa' }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await openDialog(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Criar empresa' }).click();
    await expect(page.getByLabel('Identificador').getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByLabel('Identificador').fill('Omega Ltda');
    await page.getByLabel('Nome do portal').fill('Portal Omega');
    await page.getByLabel('Domínios').fill('acme.portal.test');
    await page.getByLabel('E-mail do primeiro administrador').fill('chefe@omega');
    await page.getByRole('button', { name: 'Criar empresa' }).click();
    await page.getByText('Use de 2 a 40 letras minúsculas, números ou hífen, começando por letra ou número.').waitFor();
    await page.getByText('Informe um email válido.').waitFor();

    await page.getByLabel('Identificador').fill('omega');
    await page.getByLabel('E-mail do primeiro administrador').fill('chefe@omega.com.br');
    await page.getByRole('button', { name: 'Criar empresa' }).click();
    await page.getByText('O domínio "acme.portal.test" já pertence a outra empresa.').waitFor();
    await expect(page.getByLabel('Domínios').getAttribute('aria-invalid')).resolves.toBe('true');
    await expectAxeClean(page, 'operator-errors');
    await page.close();
  });

  it('creates omega, whose host serves its login at once; Desativada sends it to /disabled; Ativa brings it back', async () => {
    const page = await openOperation();
    await page.getByLabel('Identificador').fill('omega');
    await page.getByLabel('Nome do portal').fill('Portal Omega');
    await page.getByLabel('Domínios').fill('omega.portal.test');
    await page.getByLabel('E-mail do primeiro administrador').fill('chefe@omega.com.br');
    await page.getByLabel('Nome do primeiro administrador').fill('Chefe Omega');
    await page.getByRole('button', { name: 'Criar empresa' }).click();
    await page.getByText('Empresa Portal Omega criada. O convite de cadastro foi enviado para chefe@omega.com.br.').waitFor();
    const row = page.getByTestId('tenant-row-omega');
    await row.getByText('omega.portal.test').waitFor();
    await row.getByText('Ativa', { exact: true }).waitFor();

    const omega = await other.context.newPage();
    await omega.goto(`${omegaUrl()}/`);
    await omega.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    await omega.locator('.login-card__app', { hasText: 'Portal Omega' }).waitFor();
    expect(await omega.title()).toBe('Entrar – Portal Omega');

    await setStatus(page, 'Portal Omega', 'Desativada', 'Desativar empresa');
    await row.getByText('Desativada', { exact: true }).waitFor();
    await omega.goto(`${omegaUrl()}/`);
    await omega.waitForURL('**/disabled');
    await omega.getByText('Este portal está desativado.').waitFor();

    await setStatus(page, 'Portal Omega', 'Ativa', 'Ativar empresa');
    await row.getByText('Ativa', { exact: true }).waitFor();
    await omega.goto(`${omegaUrl()}/`);
    await omega.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    expect(new URL(omega.url()).pathname).toBe('/');
    await omega.close();
    await page.close();
  });

  it('blocks with a message after a confirmation, and is axe-clean with the dialog open at 1280 and 390 px', async () => {
    const page = await openOperation();
    await page.getByRole('button', { name: 'Alterar situação de Portal Omega' }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('radio', { name: 'Bloqueada', exact: true }).check();
    const message = dialog.getByLabel('Mensagem de bloqueio');
    await message.fill('');
    await expect(dialog.getByRole('button', { name: 'Bloquear empresa' }).isDisabled()).resolves.toBe(true);
    await message.fill('Portal Omega suspenso: fale com o suporte.');
    await expectAxeClean(page, 'operator-status-dialog');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await openDialog(page).count()).toBe(0);
    await page.getByTestId('tenant-row-omega').getByText('Ativa', { exact: true }).waitFor();

    await setStatus(page, 'Portal Omega', 'Bloqueada', 'Bloquear empresa');
    const omega = await other.context.newPage();
    await omega.goto(`${omegaUrl()}/`);
    await omega.waitForURL('**/blocked');
    await omega.getByText('O acesso a este portal está bloqueado. Entre em contato com o suporte.').waitFor();
    await setStatus(page, 'Portal Omega', 'Ativa', 'Ativar empresa');
    await omega.goto(`${omegaUrl()}/`);
    await omega.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    await omega.close();

    await expectAxeClean(page, 'operator-tenants');
    await page.close();
  });
});
