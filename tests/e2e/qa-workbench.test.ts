import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, seriousViolations, type Browser } from './support/browser';
import { inlineFixturePath, storedFixture, waitForStep } from './support/qa';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const shots = '.tmp';

// Issue 15: the QA workbench replays the statechart fixtures on the real screens, in the browser.
describe('the QA workbench (/qa) in Chromium', () => {
  it('lists the machines with coverage, replays login/adfs-button on the real login screen step by step, by keyboard', async () => {
    const page = await openPage(browser, 'localhost', '/qa');
    await page.getByRole('heading', { name: 'Bancada de QA', level: 1 }).waitFor();
    expect(await page.title()).toBe('Bancada de QA – Portal Demo');
    const login = page.locator('[data-qa-machine="login"]');
    // The coverage appears once every fixture has been replayed in the page.
    const coverage = login.locator('[data-qa-coverage]');
    await coverage.waitFor({ timeout: 120_000 });
    expect(await coverage.getAttribute('data-qa-coverage')).toMatch(/^\d+\/\d+$/);
    await login.getByText("'Continuar com Microsoft' (ADFS) from identify fetches the URL and leaves.").waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${shots}/qa-index-desktop.png`, fullPage: false });

    await login.getByRole('link', { name: 'adfs-button', exact: true }).click();
    await page.waitForURL('**/qa/login/adfs-button');
    const screen = page.locator('[data-qa-screen="login"]');
    await screen.waitFor();
    await page.locator('[data-qa-result="passed"]').waitFor();
    // Step 0: the real login screen in identify, 'Continuar com Microsoft' enabled (acme has ADFS).
    const microsoft = screen.getByRole('button', { name: 'Continuar com Microsoft' });
    await microsoft.waitFor();
    expect(await screen.getAttribute('data-qa-state')).toBe('identify');
    expect(await microsoft.isDisabled()).toBe(false);
    // The page is named for the fixture (its h1), not for the login screen drawn inside it.
    const fixtureHeading = await page.getByRole('heading', { level: 1 }).first().textContent();
    expect(await page.title()).toBe(`${fixtureHeading} – Portal Demo`);
    // The ELK-laid diagram highlights the current state; its text alternative marks the same one.
    await page.locator('.qa-diagram__node--active text', { hasText: 'identify' }).waitFor();
    expect(await page.locator('.qa-diagram__states li[aria-current="true"]').allTextContents()).toEqual(['identify (estado atual)']);
    const before = await screen.innerHTML();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.screenshot({ path: `${shots}/qa-login-step0-desktop.png`, fullPage: true });

    // Arrow right: step 1 (ADFS sent), the machine left for ADFS and the screen is busy.
    await page.keyboard.press('ArrowRight');
    await waitForStep(page, 1);
    await page.locator('[data-qa-screen="login"][data-qa-state="leftForAdfs"]').waitFor();
    expect(await microsoft.isDisabled()).toBe(true);
    await page.locator('.qa-diagram__node--active text', { hasText: 'leftForAdfs' }).waitFor();
    expect(await screen.innerHTML()).not.toBe(before);
    const details = page.locator('.qa-step');
    await details.getByText('"type": "ADFS"').waitFor();
    await details.getByText('fetchAdfsUrl').waitFor();
    await details.getByText('goExternal', { exact: false }).first().waitFor();
    await details.getByText('A expectativa foi cumprida.').waitFor();
    await page.screenshot({ path: `${shots}/qa-login-step1-desktop.png`, fullPage: true });

    // Arrow left: back to the start; the button is enabled again.
    await page.keyboard.press('ArrowLeft');
    await waitForStep(page, 0);
    await page.locator('[data-qa-screen="login"][data-qa-state="identify"]').waitFor();
    expect(await microsoft.isDisabled()).toBe(false);

    // Play runs to the last step on its own.
    await page.getByRole('button', { name: 'Reproduzir' }).click();
    await waitForStep(page, 1);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/qa-login-step1-390.png`, fullPage: true });
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.close();
  });

  it('draws the real terms page, password page, entity selector and the entity registration and MFA steps from their fixtures', async () => {
    const page = await openPage(browser, 'localhost', '/qa/terms-acceptance/accept-continues');
    const terms = page.locator('[data-qa-screen="termsAcceptance"]');
    await terms.getByText('Termos de uso do Portal Demo').waitFor();
    await terms.getByRole('button', { name: 'Aceitar' }).waitFor();
    await page.goto(`${baseUrl('localhost')}/qa/password-change/change-wrong-old-password`);
    const password = page.locator('[data-qa-screen="passwordChange"]');
    await password.getByText('Alterar senha').first().waitFor();
    await page.goto(`${baseUrl('localhost')}/qa/entity-selection/search`);
    const selection = page.locator('[data-qa-screen="entitySelection"]');
    await selection.getByRole('heading', { name: 'Empresas' }).waitFor();
    // 'Adicionar empresa': the registration's own step, then the real invoked MFA child's steps inside it.
    await page.goto(`${baseUrl('localhost')}/qa/entity-registration/mfa-added?step=2`);
    const registration = page.locator('[data-qa-screen="entityRegistration"]');
    await registration.getByText('Escolha para onde enviar o código de verificação').waitFor();
    await registration.getByText('E-mail a***@acme.com.br').waitFor();
    await page.goto(`${baseUrl('localhost')}/qa/entity-registration/mfa-added?step=4`);
    await registration.getByLabel('Código de verificação (6 dígitos)').waitFor();
    await page.goto(`${baseUrl('localhost')}/qa/entity-mfa/wrong-code?step=4`);
    const mfa = page.locator('[data-qa-screen="entityMfa"]');
    await mfa.getByText('Código incorreto. Tente novamente.').waitFor();
    // A machine without a screen shows its state and context.
    await page.goto(`${baseUrl('localhost')}/qa/batch-polling/fails`);
    await page.locator('[data-qa-screen="batchPolling"]').getByText('Esta máquina não tem tela própria').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it('answers a mistyped fixture address and a broken shared link with what is wrong and the way back to the list', async () => {
    const page = await openPage(browser, 'localhost', '/qa/login/nao-existe');
    await page.getByRole('alert').getByText('Fixture não encontrado.').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('link', { name: 'Voltar à lista' }).click();
    await page.locator('[data-qa-machine="login"]').waitFor();
    await page.goto(`${baseUrl('localhost')}/qa/run?fixture=quebrado`);
    await page.getByRole('alert').getByText('Este link não traz um fixture válido. Confira se ele foi copiado inteiro.').waitFor();
    await page.getByRole('link', { name: 'Voltar à lista' }).click();
    await page.waitForURL('**/qa');
    await page.close();
  });

  it('says when the diagram cannot be drawn (its layout worker did not load) and still lists the states', async () => {
    const page = await browser.context.newPage();
    let blocked = 0;
    await page.route('**/elk-worker*', (route) => ((blocked += 1), route.abort()));
    await page.goto(`${baseUrl('localhost')}/qa/login/adfs-button`);
    await page.locator('[data-qa-result="passed"]').waitFor();
    await page.getByRole('alert').getByText('Não foi possível desenhar o diagrama. Os estados estão na lista abaixo.').waitFor();
    expect(blocked).toBeGreaterThan(0);
    expect(await page.locator('.qa-diagram svg').count()).toBe(0);
    expect(await page.locator('.qa-diagram__states li[aria-current="true"]').allTextContents()).toEqual(['identify (estado atual)']);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it('shows a fixture edited to expect a wrong state with that step in red, and its link opens the same step', async () => {
    const fixture = storedFixture('login', 'adfs-button');
    fixture.steps[0]!.expect = 'identify';
    const page = await openPage(browser, 'localhost', inlineFixturePath(fixture));
    await page.locator('[data-qa-result="failed"]').waitFor();
    const failedItem = page.locator('.qa-steps__item--failed');
    expect(await failedItem.textContent()).toContain('Etapa 1: ADFS (falhou)');
    expect(await failedItem.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(176, 0, 32)');
    await failedItem.click();
    await waitForStep(page, 1);
    const failure = page.locator('.qa-step__failure');
    await failure.waitFor();
    expect(await failure.textContent()).toContain('Esperado: "identify"');
    expect(await failure.textContent()).toContain('O que aconteceu: "leftForAdfs"');
    const link = await failure.getByRole('link', { name: 'Link para esta etapa' }).getAttribute('href');
    expect(link).toContain(`${baseUrl('localhost')}/qa/run?`);
    expect(new URL(link!).searchParams.get('step')).toBe('1');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.screenshot({ path: `${shots}/qa-failed-step-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/qa-failed-step-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The link a QA analyst sends opens the same fixture at the same failing step.
    const other = await browser.context.newPage();
    await other.goto(link!);
    await waitForStep(other, 1);
    await other.locator('.qa-step__failure').waitFor();
    expect(await other.locator('.qa-step__failure').textContent()).toContain('O que aconteceu: "leftForAdfs"');
    await other.close();
    await page.close();
  });
});
