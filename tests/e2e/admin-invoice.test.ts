import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOperationsApi, localSession } from './support/admin-operations';
import { launchBrowser, networkQuiet, openPage, seriousViolations, type Browser } from './support/browser';
import { signIn } from './support/login';

// The demo's delegated admin tesouraria@demo.com.br (group tesouraria, granted only 'finance' by tenant local) keeps
// the invoice configuration. The file leaves `local` as it found it (the config rolled back).
let browser: Browser;
let api: Awaited<ReturnType<typeof adminOperationsApi>>;
let initialVersion: number;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminOperationsApi();
  initialVersion = (await api.current()).version;
});
afterAll(async () => {
  if ((await api.current()).version !== initialVersion) await api.rollback(initialVersion, 'e2e: volta ao estado inicial');
  await browser.close();
});

describe("'Cobrança' for the delegated finance admin (issue 10)", () => {
  it('shows only the finance sections, saves the invoice configuration as a config version, and the financial call serves it', async () => {
    const page = await openPage(browser, 'localhost');
    await signIn(page, 'tesouraria@demo.com.br');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Minha conta' }).click();
    await page.getByRole('link', { name: 'Administração' }).click();
    await page.waitForURL('**/admin/finance');
    const nav = page.getByRole('navigation', { name: 'Seções da administração' });
    await expect(nav.getByRole('link').allTextContents()).resolves.toEqual(['Ferramentas financeiras', 'Linhas de NF-e', 'Ordens de produção', 'Cobrança']);
    await nav.getByRole('link', { name: 'Cobrança', exact: true }).click();
    await page.waitForURL('**/admin/invoice');

    // One field under another with room between them: a label never sits on the field above it.
    await page.getByLabel('Nome do remetente').waitFor();
    const gaps = await page.locator('.form-stack > .form-field').evaluateAll((fields) =>
      fields.slice(1).map((field, i) => field.getBoundingClientRect().top - fields[i]!.getBoundingClientRect().bottom),
    );
    expect(gaps.length).toBeGreaterThan(5);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(12);
    await page.getByLabel('Nome do remetente').fill('Tesouraria Demo');
    // Each field is checked as the schema checks it: its error shows on it once it is left.
    const replyTo = page.getByLabel('E-mail para respostas');
    const finePercent = page.getByLabel('Multa por atraso (%)');
    const interest = page.getByLabel('Juros por mês de atraso (%)');
    const subject = page.getByLabel('Assunto do e-mail da fatura');
    await replyTo.fill('nao-e-email');
    await finePercent.fill('abc');
    await interest.fill('250');
    await subject.fill('x'.repeat(250));
    await expect(subject.getAttribute('maxlength')).resolves.toBe('200');
    await expect(subject.inputValue().then((v) => v.length)).resolves.toBeLessThanOrEqual(200);
    await expect(replyTo.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(replyTo.evaluate((el) => el.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '))).resolves.toContain(
      'Informe um e-mail válido.',
    );
    // A save with errors is refused before the comment is asked: every field says why, the first takes the focus.
    await page.getByRole('button', { name: 'Salvar cobrança' }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect.poll(() => replyTo.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByText('Informe um número. Ex.: 2 ou 2,5').waitFor();
    await page.getByText('Informe um percentual de 0 a 20.').waitFor();
    await expect(interest.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await replyTo.fill('tesouraria@demo.com.br');
    await finePercent.fill('2,5');
    await interest.fill('');
    await subject.fill('');
    await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(0);

    // The bill e-mail's query must be one of the tenant's named queries: the server says so, on the field.
    const billQuery = page.getByLabel('Consulta do boleto por e-mail');
    await expect(billQuery.inputValue()).resolves.toBe('boleto-email');
    await billQuery.fill('nao-existe');
    await page.getByRole('button', { name: 'Salvar cobrança' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Salvar|Publicar/ }).click();
    // What the save said sits under the form, the field named by its label: it is brought into view and focused
    // once the comment dialog closes.
    const notice = page.getByRole('status').filter({ hasText: 'Consulta do boleto por e-mail:' });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.not.toContain('/server/invoice');
    await expect.poll(() => notice.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect(notice.evaluate((element) => element.getBoundingClientRect().top >= 0 && element.getBoundingClientRect().bottom <= window.innerHeight)).resolves.toBe(true);
    await expect(billQuery.getAttribute('aria-invalid')).resolves.toBe('true');
    await billQuery.fill('boleto-email');
    await page.getByRole('button', { name: 'Salvar cobrança' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Salvar|Publicar/ }).click();
    await networkQuiet(page);
    const ana = await localSession('ana@demo.com.br');
    // The fields she left as they were (the instructions, the bill e-mail's query) stay as the demo has them.
    await expect(ana.call('/financial/v1/session/app/local/config')).resolves.toEqual({
      senderName: 'Tesouraria Demo',
      replyTo: 'tesouraria@demo.com.br',
      instructions: 'Após o vencimento, multa de 2% e juros de 1% ao mês. Em caso de dúvida, responda a este e-mail.',
      finePercent: 2.5,
      billQuery: 'boleto-email',
    });
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });
});
