import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, mailedLink } from './support/accounts';
import { baseUrl, launchBrowser, openPage, seriousViolations, uniqueName, unloadAsks, type Browser } from './support/browser';
import { signIn } from './support/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const form = {
  schema: {
    type: 'object',
    required: ['nome', 'atendimento'],
    properties: {
      nome: { type: 'string', title: 'Seu nome', minLength: 2 },
      atendimento: { type: 'string', title: 'Como foi o atendimento?', enum: ['Ótimo', 'Bom', 'Ruim'] },
      comentario: { type: 'string', title: 'Comentário' },
    },
  },
  uiSchema: { comentario: { 'ui:widget': 'textarea' } },
  submitLabel: 'Enviar resposta',
  thankYou: 'Obrigado pela sua avaliação!',
};

describe('form link /dynamic-form/:hash (issue 11) in Chromium', () => {
  it('opens the e-mailed form, refuses an empty answer, stores a filled one, then shows the link as used', async () => {
    const email = `${uniqueName('formulario')}@demo.com.br`;
    const admin = await apiLogin('admin@demo.com.br', 'Portal@2026');
    const created = await apiCall<{ hash: string; link: string }>(`/auth/v1/session/app/local/user/${email}/directHash`, admin, {
      title: 'Avaliação do atendimento',
      json: { form },
      expires: 60,
    });
    const link = await mailedLink(email, `/dynamic-form/${created.hash}`);
    expect(link).toBe(created.link);

    const page = await openPage(browser, 'localhost', new URL(link).pathname);
    await page.getByRole('heading', { name: 'Avaliação do atendimento' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Enviar resposta' }).click();
    await page.getByRole('alert').first().waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // Closing or reloading the tab asks the browser's question once an answer is typed, and not before.
    await expect(unloadAsks(page)).resolves.toBe(false);
    await page.getByLabel('Seu nome').fill('Nina Nova');
    await expect(unloadAsks(page)).resolves.toBe(true);
    await page.getByLabel('Como foi o atendimento?').selectOption('Ótimo');
    await page.getByLabel('Comentário').fill('Rápido e cordial.');
    await page.getByRole('button', { name: 'Enviar resposta' }).click();
    await page.getByRole('heading', { name: 'Resposta enviada' }).waitFor();
    await page.getByRole('status').getByText('Obrigado pela sua avaliação!').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await expect(unloadAsks(page)).resolves.toBe(false);

    // The answer is stored for the tenant's admin, as typed.
    const answers = await fetch(`${baseUrl('localhost')}/pro-admin/v1/session/app/local/form-answers`, { headers: { code: admin } });
    const first = ((await answers.json()) as { data: { items: { email: string; answer: unknown }[] } }).data.items[0];
    expect(first).toMatchObject({ email, answer: { nome: 'Nina Nova', atendimento: 'Ótimo', comentario: 'Rápido e cordial.' } });

    await page.reload();
    await page.getByRole('heading', { name: 'Formulário já respondido' }).waitFor();
    await page.getByText('Cada link aceita uma única resposta.').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();

    // The tenant admin reads it in Administração > Formulários.
    const adminPage = await openPage(browser, 'localhost');
    await signIn(adminPage, 'admin@demo.com.br');
    await adminPage.waitForURL('**/dashboard');
    await adminPage.goto(`${baseUrl('localhost')}/admin/form-answers`);
    await adminPage.getByRole('heading', { name: 'Respostas de formulários' }).waitFor();
    const row = adminPage.getByRole('row').filter({ hasText: email });
    await row.getByText('atendimento: Ótimo').waitFor();
    await expect(row.innerText()).resolves.toContain('Avaliação do atendimento');
    await expect(seriousViolations(adminPage)).resolves.toEqual([]);
    await adminPage.setViewportSize({ width: 390, height: 800 });
    await expect(seriousViolations(adminPage)).resolves.toEqual([]);
    await adminPage.close();
  });

  it('shows an unknown link as not found, on a phone-sized screen too', async () => {
    const page = await openPage(browser, 'localhost', `/dynamic-form/${'z'.repeat(43)}`);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('heading', { name: 'Formulário não encontrado' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('link', { name: 'Ir para o início' }).click();
    await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    await page.close();
  });
});
