import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, normalizeFileName } from '../../domain/files';
import { UrlSigner } from '../../server/files/url-signer';
import { adminTableOverflowOnPhone, baseUrl, launchBrowser, openPage, seriousViolations, uniqueName, type Browser } from './support/browser';
import { PASSWORD, signIn } from './support/login';

// The file item cadastros/documentos of tenant `local` and the admin file manager (issue 11). Every file this test
// uploads is deleted again through the file manager.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // When this file runs alone it meets a cold server: one login first (argon2, database) so the browser's does not time out.
  await fetch(`${baseUrl('localhost')}/auth/v1/general/app/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ana@demo.com.br', password: PASSWORD }),
  });
});
afterAll(async () => {
  await browser.close();
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const fileItem = (page: Page) => page.locator('.file-item');

async function openDocuments(email: string): Promise<Page> {
  const page = await openPage(browser, 'localhost');
  await signIn(page, email);
  // On a cold, loaded e2e server the run's first browser login has answered 'Estamos em manutenção' (outside the
  // files feature): sign in once more in that case.
  const maintenance = page.getByRole('button', { name: 'Ok' });
  await Promise.race([page.waitForURL('**/dashboard'), maintenance.waitFor()]);
  if (!page.url().endsWith('/dashboard')) {
    await maintenance.click();
    await page.goto(baseUrl('localhost'));
    await signIn(page, email);
    await page.waitForURL('**/dashboard');
  }
  await page.goto(`${baseUrl('localhost')}/dashboard/cadastros/documentos`);
  await fileItem(page).getByRole('button', { name: 'Enviar arquivo' }).waitFor();
  return page;
}

async function choose(page: Page, name: string, buffer: Buffer, mimeType: string): Promise<void> {
  await fileItem(page).getByLabel('Escolher arquivo').setInputFiles({ name, mimeType, buffer });
  // The picker's face names the chosen file in pt-BR (the browser's own input, 'Choose File' here, is out of sight).
  await expect(fileItem(page).locator('.file-field__name').textContent()).resolves.toBe(name);
  await fileItem(page).getByRole('button', { name: 'Enviar arquivo' }).click();
}

/** GET from the page (its cookies and origin): status, type and body bytes. */
const fetchFrom = (page: Page, url: string) =>
  page.evaluate(async (u) => {
    const res = await fetch(u);
    return { status: res.status, type: res.headers.get('content-type'), body: Array.from(new Uint8Array(await res.arrayBuffer())) };
  }, url);

describe('file item cadastros/documentos', () => {
  const base = uniqueName('Nota Fiscal').replace(/\s+/g, ' ');
  const chosen = `${base} Março.PDF`;
  // The name the server stores (lowercased, accents removed, '-' for anything else), which the message names too.
  const stored = `${base.toLowerCase().replace(/ /g, '-')}-marco.pdf`;
  // Every name this file uploads, deleted again by the last test.
  const uploaded = [stored];

  it('uploads a PDF through the item, lists it and downloads it by its signed URL; an expired or forged URL is refused', async () => {
    const page = await openDocuments('ana@demo.com.br');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    const face = fileItem(page).locator('.file-field__name');
    await expect(face.textContent()).resolves.toBe('Nenhum arquivo escolhido');
    const input = fileItem(page).getByLabel('Escolher arquivo');
    await expect(input.evaluate((el) => el.getBoundingClientRect().width)).resolves.toBeLessThanOrEqual(1);
    // Tab reaches the input, and its focus ring is drawn on the 'Escolher arquivo' button.
    await input.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(
      fileItem(page).locator('label.file-field__button').evaluate((el) => getComputedStyle(el).outlineStyle),
    ).resolves.toBe('solid');
    // The picker says the tenant's size limit (quotas.fileBytes, 10 MB by default) before a file is chosen.
    await fileItem(page).getByText('Tipos aceitos: pdf, png, jpg, jpeg, xml, csv, xlsx, docx. Tamanho máximo: 10 MB.').waitFor();
    await choose(page, chosen, pdf, 'application/pdf');
    // The message names the file as the list shows it.
    await fileItem(page).getByRole('status').getByText(`Arquivo ${stored} enviado.`).waitFor();
    // Sent, the picker is empty again for the next file.
    await expect(face.textContent()).resolves.toBe('Nenhum arquivo escolhido');
    const link = fileItem(page).getByRole('link', { name: `Baixar ${stored}` });
    await link.waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/file\/v1\/blob\/t\/local\/documentos\/.+\?expires=\d+&signature=/);
    const download = await fetchFrom(page, href);
    expect(download.status).toBe(200);
    expect(download.type).toBe('application/pdf');
    expect(Buffer.from(download.body).equals(pdf)).toBe(true);

    // The same URL signed (with the server's development key) to have expired a minute ago, and one with a changed signature.
    const signer = new UrlSigner(Buffer.from(readFileSync(path.join(inject('e2eDataDir'), 'files-signing.key'), 'utf8').trim(), 'hex'));
    const storeKey = decodeURIComponent(href.slice('/file/v1/blob/'.length, href.indexOf('?')));
    const expired = signer.sign('GET', storeKey, new Date(Date.now() - 60_000));
    const refused = await page.goto(`${baseUrl('localhost')}/file/v1/blob/${storeKey}?${new URLSearchParams(expired)}`);
    expect(refused?.status()).toBe(403);
    expect(await refused?.json()).toMatchObject({ error: '#FILE_LINK', message: 'Link do arquivo inválido ou expirado. Peça um novo link.' });
    const forged = href.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await fetchFrom(page, forged)).status).toBe(403);
  });

  it('shows the pt-BR errors for a PNG named .pdf and an extension the item does not accept, sending nothing', async () => {
    const page = await openDocuments('ana@demo.com.br');
    await choose(page, 'foto.pdf', png, 'application/pdf');
    await fileItem(page).getByRole('alert').getByText('O conteúdo do Arquivo(foto.pdf) não corresponde à extensão.').waitFor();
    await choose(page, 'programa.exe', png, 'application/octet-stream');
    await fileItem(page).getByRole('alert').getByText('Extensão inválida do Arquivo(Documentos)').waitFor();
    await fileItem(page).getByRole('button', { name: 'Enviar arquivo' }).click();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await expect(fileItem(page).getByRole('link', { name: 'Baixar foto.pdf' }).count()).resolves.toBe(0);
  });

  it('uploads names outside Latin-1 (an en dash, an emoji) and a 200-character name under the names the list shows', async () => {
    const page = await openDocuments('ana@demo.com.br');
    const id = uniqueName('contrato').slice('contrato-'.length);
    const long = `${uniqueName('Contrato')} ${'de prestação de serviços, anexo '.repeat(8)}`.slice(0, 196) + '.pdf';
    expect(long).toHaveLength(200);
    const names = [
      [`Contrato – revisão 😀 ${id}.pdf`, `contrato-revisao-${id}.pdf`],
      [long, normalizeFileName(long)],
    ] as const;
    for (const [name, storedName] of names) {
      await choose(page, name, pdf, 'application/pdf');
      await fileItem(page).getByRole('status').getByText(`Arquivo ${storedName} enviado.`).waitFor();
      await fileItem(page).getByRole('link', { name: `Baixar ${storedName}` }).waitFor();
      uploaded.push(storedName);
    }
    expect(names[1][1].length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
    expect(names[1][1]).toMatch(/^contrato-[a-z0-9]+-\d+-de-prestacao-de-servicos-anexo-.*\.pdf$/);
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });

  it('refuses a file past the size limit in pt-BR before uploading it', async () => {
    const page = await openDocuments('ana@demo.com.br');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/file/v1/')) posts.push(request.url());
    });
    const large = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    await choose(page, 'grande.pdf', large, 'application/pdf');
    await fileItem(page).getByRole('alert').getByText('O Arquivo(grande.pdf) passa do tamanho máximo de 10 MB.').waitFor();
    expect(posts).toEqual([]);
    await expect(fileItem(page).getByRole('link', { name: 'Baixar grande.pdf' }).count()).resolves.toBe(0);
  });

  it('the admin file manager lists the files with their size and deletes them after a confirmation', async () => {
    const page = await openPage(browser, 'localhost');
    await signIn(page, 'admin@demo.com.br');
    await page.waitForURL('**/dashboard');
    await page.goto(`${baseUrl('localhost')}/admin/files`);
    await page.getByRole('heading', { name: 'Arquivos', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: stored });
    await row.waitFor();
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe(`${pdf.length} bytes`);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await expect(adminTableOverflowOnPhone(page)).resolves.toBe(0);
    await row.getByRole('button', { name: `Excluir ${stored}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Excluir o arquivo ${stored}? Esta ação não pode ser desfeita.`).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await page.getByText(`Arquivo ${stored} excluído.`).waitFor();
    await expect(page.getByRole('row').filter({ hasText: stored }).count()).resolves.toBe(0);
    for (const name of uploaded.slice(1)) {
      await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: `Excluir ${name}` }).click();
      await dialog.getByRole('button', { name: 'Excluir' }).click();
      await page.getByText(`Arquivo ${name} excluído.`).waitFor();
    }
  });
});
