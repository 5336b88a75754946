import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedLink, requestRegistration } from './support/accounts';
import { baseUrl, focusedName, launchBrowser, openPage, seriousViolations, uniqueName, type Browser } from './support/browser';
import { openDialog, signIn, submitEmail } from './support/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// One fresh user per run walks through every account flow, so the shared demo users stay as they are.
const email = `${uniqueName('conta')}@demo.com.br`;
const REGISTERED = 'Cadastro@2026';
const RESET = 'Redefinida@2026';
const CHANGED = 'Alterada@2026';

describe('accounts (SPEC §4 "Login flow", §5) in Chromium', () => {
  it('registers from the e-mailed link, gives notification consent, then signs in with the new password', async () => {
    const page = await openPage(browser, 'localhost');
    const link = await requestRegistration(page, email);
    expect(new URL(link).searchParams.get('email')).toBe(email);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Complete seu cadastro' }).waitFor();
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel('E-mail', { exact: true }).getAttribute('readonly')).not.toBeNull();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByLabel('Senha', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Este campo é obrigatório!').first().waitFor();
    await page.getByText('Este campo precisa ter no mínimo 6 dígitos!').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByLabel('Nome', { exact: true }).fill('Nina Nova');
    await page.getByLabel('Senha', { exact: true }).fill(REGISTERED);
    await page.getByLabel('Confirme a senha').fill(REGISTERED);
    await page.getByLabel('Telefone (opcional)').pressSequentially('11987654321');
    expect(await page.getByLabel('Telefone (opcional)').inputValue()).toBe('(11) 98765-4321');
    await page.getByRole('button', { name: 'Cadastrar' }).click();

    // A new user never gave consent: the consent screen comes first, then the app route.
    await page.waitForURL('**/notifications?isLoggingIn=true');
    await page.getByRole('heading', { name: 'Notificações' }).waitFor();
    await page.getByRole('switch', { name: 'SMS' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('switch', { name: 'WhatsApp' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Olá, Nina!' }).waitFor();

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    await signIn(page, email, REGISTERED);
    await page.waitForURL('**/dashboard');

    // The link was spent: it no longer completes a registration.
    await page.goto(link);
    await page.getByLabel('Nome', { exact: true }).fill('Outra Pessoa');
    await page.getByLabel('Senha', { exact: true }).fill(REGISTERED);
    await page.getByLabel('Confirme a senha').fill(REGISTERED);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Link inválido ou expirado.').waitFor();

    // A link that lost its hash says so at once: no form to fill in vain, and a way back.
    const cut = new URL(link);
    cut.searchParams.delete('hash');
    await page.goto(cut.toString());
    await page.getByText('Link inválido ou expirado.').waitFor();
    expect(await page.getByLabel('Nome', { exact: true }).count()).toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    await page.close();
  });

  it('resets the password from the e-mailed link and refuses the used link the second time', async () => {
    const page = await openPage(browser, 'localhost');
    await submitEmail(page, email);
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await openDialog(page).getByText('Pedido enviado! Verifique seu email para continuar.').waitFor();
    const link = await mailedLink(email, '/changePassword');

    await page.goto(link);
    await page.getByRole('heading', { name: 'Redefinir senha' }).waitFor();
    expect(await page.getByLabel('Senha atual').count()).toBe(0);
    // Not signed in: no 'Voltar ao portal' (the signed-in change has one).
    expect(await page.getByRole('link', { name: 'Voltar ao portal' }).count()).toBe(0);
    await page.getByLabel('Nova senha', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Este campo precisa ter no mínimo 6 dígitos!').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByLabel('Nova senha', { exact: true }).fill(RESET);
    await page.getByLabel('Confirme a nova senha').fill(RESET);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto(link);
    await page.getByLabel('Nova senha', { exact: true }).fill('Outra@2026');
    await page.getByLabel('Confirme a nova senha').fill('Outra@2026');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Link inválido ou expirado.').waitFor();

    // A link that lost its e-mail says so at once, with no password fields to fill in vain.
    const cut = new URL(link);
    cut.searchParams.delete('email');
    await page.goto(cut.toString());
    await page.getByText('Link inválido ou expirado.').waitFor();
    expect(await page.getByLabel('Nova senha', { exact: true }).count()).toBe(0);

    await page.goto(`${baseUrl('localhost')}/dashboard`);
    await page.getByRole('button', { name: 'Sair' }).click();
    await signIn(page, email, RESET);
    await page.waitForURL('**/dashboard');
    await page.close();
  });

  it('changes the password in the header modal: required, wrong current password, the same one again, then saved', async () => {
    const page = await openPage(browser, 'localhost');
    await signIn(page, email, RESET);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Minha conta' }).click();
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Alterar senha' }).waitFor();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Este campo é obrigatório!').first().waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByLabel('Senha atual').fill('errada123');
    await dialog.getByLabel('Nova senha', { exact: true }).fill(CHANGED);
    await dialog.getByLabel('Confirme a nova senha').fill(CHANGED);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Senha atual incorreta.').waitFor();
    // The focus stays in the dialog (the disabled 'Salvar' lost it): on its first field, to type again.
    await expect.poll(() => focusedName(page)).toBe('Senha atual');
    // The current password typed again as the new one: refused on the new password's field.
    const newPassword = dialog.getByLabel('Nova senha', { exact: true });
    await dialog.getByLabel('Senha atual').fill(RESET);
    await newPassword.fill(RESET);
    await dialog.getByLabel('Confirme a nova senha').fill(RESET);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('A nova senha deve ser diferente da atual.').waitFor();
    await expect(newPassword.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await dialog.getByText('Senha alterada com sucesso!').count()).toBe(0);
    await newPassword.fill(CHANGED);
    await dialog.getByLabel('Confirme a nova senha').fill(CHANGED);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Senha alterada com sucesso!').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Fechar');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // Back on the menu's button: the entry that opened the dialog is hidden with its list.
    await expect.poll(() => focusedName(page)).toBe('Minha conta');
    // The same form at /changePassword (a typed or bookmarked address) has a way back without changing anything.
    await page.goto(`${baseUrl('localhost')}/changePassword`);
    await page.getByRole('heading', { name: 'Alterar senha' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('link', { name: 'Voltar ao portal' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Sair' }).click();
    await signIn(page, email, CHANGED);
    await page.waitForURL('**/dashboard');
    await page.close();
  });

  it('edits the profile (nick shown in the header at once, phone masked) and sends feedback', async () => {
    const page = await openPage(browser, 'localhost');
    await signIn(page, email, CHANGED);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Minha conta' }).click();
    await page.getByRole('button', { name: 'Meu perfil' }).click();
    const dialog = openDialog(page);
    expect(await dialog.getByLabel('Telefone (opcional)').inputValue()).toBe('(11) 98765-4321');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByLabel('Nome').fill('Nina Renomeada');
    await dialog.getByLabel('Telefone (opcional)').fill('');
    await dialog.getByLabel('Telefone (opcional)').pressSequentially('1133334444');
    expect(await dialog.getByLabel('Telefone (opcional)').inputValue()).toBe('(11) 3333-4444');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Dados atualizados com sucesso!').waitFor();
    await page.getByTestId('header-user-name').getByText('Nina Renomeada').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Minha conta' }).click();
    await page.getByRole('button', { name: 'Avaliar o portal' }).click();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('Escolha uma nota de 0 a 10.').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('radio', { name: '8' }).check();
    await dialog.getByRole('radio', { name: '8' }).press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '9' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('Obrigado pela sua avaliação!').waitFor();
    await page.close();
  });
});

