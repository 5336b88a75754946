import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, overflowingText, seriousViolations, uniqueName, type Browser } from './support/browser';
import { openDialog, PASSWORD, signIn, submitEmail } from './support/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('login flow (SPEC §4) in Chromium against the real server', () => {
  it('signs ana in: the dashboard shows only the modules her groups allow', async () => {
    const page = await openPage(browser, 'localhost');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await submitEmail(page, 'ANA@demo.com.br');
    await page.getByText('Olá Ana!').waitFor();
    await page.getByText('ana@demo.com.br').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByLabel('Digite sua senha').fill(PASSWORD);
    await page.getByLabel('Digite sua senha').press('Enter');
    // ana's consent is newer than local's channel configuration, so she goes straight to the app route.
    await page.waitForURL('**/dashboard');
    const cookies = await browser.context.cookies(baseUrl('localhost'));
    const code = cookies.find((c) => c.name === 'code')?.value;
    expect(code).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('code'))).toBe(Buffer.from(code!).toString('base64'));

    await page.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await page.getByRole('heading', { name: 'Financeiro' }).waitFor();
    await page.getByRole('heading', { name: 'Cadastros' }).waitFor();
    expect(await page.getByText('Parceiros').count()).toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByRole('link', { name: 'Títulos em aberto' }).click();
    await page.waitForURL('**/dashboard/financeiro/titulos');
    await page.reload();
    await page.getByRole('heading', { name: 'Títulos em aberto' }).waitFor();

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('code'))).toBeNull();
    await page.goto(`${baseUrl('localhost')}/dashboard`);
    await page.waitForURL('**/?redirect_url=%2Fdashboard');
    await page.close();
  });

  it('shows Parceiros to the admin, and redirect_url wins over the app route', async () => {
    const page = await openPage(browser, 'localhost', '/?redirect_url=%2Fdashboard%2Fcadastros%2Fparceiros');
    await signIn(page, 'admin@demo.com.br');
    await page.waitForURL('**/dashboard/cadastros/parceiros');
    await page.getByRole('heading', { name: 'Parceiros' }).waitFor();
    await page.getByRole('link', { name: 'Parceiros' }).waitFor();
    await page.close();
  });

  it('alerts "Senha incorreta" on a wrong password and clears the field', async () => {
    const page = await openPage(browser, 'localhost');
    await signIn(page, 'ana@demo.com.br', 'errada123');
    await openDialog(page).getByText('Senha incorreta').waitFor();
    await openDialog(page).getByText('Tente novamente.').waitFor();
    await openDialog(page).getByRole('button', { name: 'Ok' }).click();
    await page.getByText('Olá Ana!').waitFor();
    expect(await page.getByLabel('Digite sua senha').inputValue()).toBe('');
    await page.close();
  });

  it('says "Usuário/Senha incorreta" on acme, where self-registration is off', async () => {
    const page = await openPage(browser, 'acme');
    await signIn(page, 'joao@acme.com.br', 'errada123');
    await openDialog(page).getByText('Usuário/Senha incorreta').waitFor();
    await page.close();
  });

  it('refuses an unknown user on acme with the inexistente alert', async () => {
    const page = await openPage(browser, 'acme');
    await submitEmail(page, 'x@y.com');
    await openDialog(page).getByText('Usuário "x@y.com" inexistente!').waitFor();
    await page.close();
  });

  it('wraps a long address inside the confirm modal and the inexistente alert at 390 px', async () => {
    // No hyphen, so no break opportunity (a typo in the domain brings local's confirm modal).
    const address = 'fulano.de.tal.da.silva.sauro.filho@hotmaol.com';
    const local = await openPage(browser, 'localhost');
    await local.setViewportSize({ width: 390, height: 844 });
    await submitEmail(local, address);
    await openDialog(local).getByRole('radio', { name: address }).waitFor();
    await expect(overflowingText(local)).resolves.toEqual([]);
    await openDialog(local).getByRole('button', { name: 'Cancelar' }).click();
    await local.close();

    const acme = await openPage(browser, 'acme');
    await acme.setViewportSize({ width: 390, height: 844 });
    await submitEmail(acme, address);
    await openDialog(acme).getByText(`Usuário "${address}" inexistente!`).waitFor();
    await expect(overflowingText(acme)).resolves.toEqual([]);
    await acme.close();
  });

  it('registers an unknown user on local through the confirm modal and its typo suggestion', async () => {
    const name = uniqueName('novo');
    const page = await openPage(browser, 'localhost');
    await submitEmail(page, `${name}@hotmaol.com`);
    const dialog = openDialog(page);
    await dialog.getByText('Qual destes é o seu e-mail?').waitFor();
    await dialog.getByRole('radio', { name: `${name}@hotmaol.com` }).waitFor();
    const suggestion = dialog.getByRole('radio', { name: `${name}@hotmail.com` });
    await suggestion.check();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await openDialog(page).getByText('E-mail enviado com sucesso!').waitFor();
    const outbox = (await (await fetch(`${baseUrl('localhost')}/dev/outbox.json`)).json()) as { to: string; links: string[] }[];
    const mail = outbox.find((m) => m.to === `${name}@hotmail.com`);
    expect(mail).toBeDefined();
    expect(mail!.links.some((link) => link.startsWith(baseUrl('localhost')))).toBe(true);
    await openDialog(page).getByRole('button', { name: 'Ok' }).click();
    expect(await page.getByLabel('Digite seu e-mail').inputValue()).toBe('');
    await page.close();
  });

  it('shows the default blocked text on local and the custom one on acme', async () => {
    const local = await openPage(browser, 'localhost');
    await submitEmail(local, 'bloqueado@demo.com.br');
    await openDialog(local).getByText('Seu usuário está bloqueado. Entre em contato para obter mais informações.').waitFor();
    await local.close();
    const acme = await openPage(browser, 'acme');
    await submitEmail(acme, 'bloqueado@acme.com.br');
    await openDialog(acme).getByText('Seu acesso ao Portal ACME foi suspenso. Fale com comercial@acme.com.br.').waitFor();
    await acme.close();
  });

  it('tells an LDAP user that the domain admin resets the password', async () => {
    const page = await openPage(browser, 'localhost');
    await submitEmail(page, 'ldap@demo.com.br');
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await openDialog(page)
      .getByText('Seu e-mail é autenticado no domínio demo.local via LDAP. A redefinição de senha deve ser feita pelo administrador do domínio')
      .waitFor();
    await page.close();
  });

  it('sends a user who never gave notification consent to /notifications after login (SPEC §4 step 8)', async () => {
    const page = await openPage(browser, 'localhost');
    await submitEmail(page, 'ldap@demo.com.br');
    await page.getByLabel('Digite sua senha').fill(PASSWORD);
    await page.getByLabel('Digite sua senha').press('Enter');
    await page.waitForURL('**/notifications?isLoggingIn=true');
    // In the login flow 'Salvar' is the way on: no way back to a portal the user has not reached yet.
    await page.getByRole('button', { name: 'Salvar' }).waitFor();
    expect(await page.getByRole('link', { name: 'Voltar ao início' }).count()).toBe(0);
    await page.close();
  });

  it('confirms a password reset request for a known user', async () => {
    const page = await openPage(browser, 'localhost');
    await submitEmail(page, 'admin@demo.com.br');
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await openDialog(page).getByText('Pedido enviado! Verifique seu email para continuar.').waitFor();
    await page.close();
  });

  it('logs carlos in by username on gamma (external auth) and lands on /script', async () => {
    const page = await openPage(browser, 'gamma');
    await page.getByLabel('Digite seu usuário').fill('carlos');
    await page.getByLabel('Digite sua senha').fill('errada123');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.locator('.login-form__error[role=alert]').waitFor();
    expect(await page.getByLabel('Digite sua senha').inputValue()).toBe('');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByLabel('Digite sua senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.waitForURL('**/script');
    await page.getByRole('heading', { name: 'Olá, Carlos!' }).waitFor();
    await page.close();
  });

  it('logs maria out again on stage-acme with "Estamos em manutenção" (forced connection check)', async () => {
    const page = await openPage(browser, 'stage-acme');
    await signIn(page, 'maria@acme.com.br');
    await openDialog(page).getByText('Estamos em manutenção').waitFor();
    await openDialog(page).getByRole('button', { name: 'Ok' }).click();
    await page.getByLabel('Digite seu e-mail').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('code'))).toBeNull();
    await page.close();
  });
});
