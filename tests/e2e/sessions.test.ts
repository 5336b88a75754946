import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, pageCode } from './support/accounts';
import { baseUrl, launchBrowser, networkQuiet, openPage, seriousViolations, type Browser } from './support/browser';
import { openDialog, PASSWORD, signIn } from './support/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const DEEP_LINK = '/dashboard/financeiro/titulos';
const loginWithDeepLink = `**/?redirect_url=${encodeURIComponent(DEEP_LINK)}`;

describe('route guard and session (SPEC §4) in Chromium', () => {
  it('brings a deep link opened while logged out back after login', async () => {
    const page = await openPage(browser, 'localhost', DEEP_LINK);
    await page.waitForURL(loginWithDeepLink);
    // No session was there to end: nothing is said about one.
    await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    expect(await page.getByRole('alertdialog', { name: 'Sua sessão terminou' }).count()).toBe(0);
    await signIn(page, 'ana@demo.com.br');
    await page.waitForURL(`**${DEEP_LINK}`);
    await page.getByRole('heading', { name: 'Títulos em aberto' }).waitFor();
    await page.close();
  });

  it('sends a session ended behind the page back to login with redirect_url on the next navigation', async () => {
    const page = await openPage(browser, 'localhost');
    // The open notifications socket would end the page at once (4401 on logout, covered by notifications-live):
    // it is held unanswered here, so what ends this page is the guard's own check on the next navigation.
    await page.routeWebSocket(/\/notifications\/v1\/socket$/, () => undefined);
    await signIn(page, 'ana@demo.com.br');
    await page.waitForURL('**/dashboard');
    // The guard validates the session on arrival and the portal loads its figures: let that finish first.
    await networkQuiet(page);
    await apiCall('/auth/v1/session/app/local/logout', await pageCode(page));
    await page.getByRole('link', { name: 'Títulos em aberto' }).click();
    await page.waitForURL(loginWithDeepLink);
    await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('code'))).toBeNull();
    // The person is told why they are on the login, once; signed in again, they are back where they were.
    const ended = page.getByRole('alertdialog', { name: 'Sua sessão terminou' });
    await ended.getByText('Entre de novo para continuar.').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await ended.getByRole('button', { name: 'Ok' }).click();
    await signIn(page, 'ana@demo.com.br');
    await page.waitForURL(`**${DEEP_LINK}`);
    // Their own 'Sair' is no session lost: the login says nothing.
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    // The notice is drawn with the login route's first render: once the heading shows, it would be there.
    await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    expect(await ended.count()).toBe(0);
    await page.close();
  });

  it('treats a tampered stored code as a session error on reload', async () => {
    const page = await openPage(browser, 'localhost');
    await signIn(page, 'ana@demo.com.br');
    await page.waitForURL('**/dashboard');
    await page.evaluate(() => {
      document.cookie = 'code=adulterado; path=/';
      localStorage.setItem('code', btoa('adulterado'));
    });
    await page.goto(`${baseUrl('localhost')}${DEEP_LINK}`);
    await page.waitForURL(loginWithDeepLink);
    await page.getByLabel('Digite seu e-mail').waitFor();
    await page.getByRole('alertdialog', { name: 'Sua sessão terminou' }).waitFor();
    await page.close();
  });

  it('signs in by session code (/session/:code) and refuses a bad one on the login screen', async () => {
    const code = await apiLogin('ana@demo.com.br', PASSWORD);
    const page = await openPage(browser, 'localhost', `/session/${code}`);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    expect(await pageCode(page)).toBe(code);
    await page.goto(`${baseUrl('localhost')}/session/nao-existe`);
    await page.waitForURL(`${baseUrl('localhost')}/`);
    await openDialog(page).getByText('Link inválido ou expirado.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('code'))).toBeNull();
    await page.close();
  });

  it('refuses an unknown federation code with the login screen and its alert', async () => {
    const page = await openPage(browser, 'localhost', '/federationLogin/local?code=desconhecido');
    await page.waitForURL(`${baseUrl('localhost')}/`);
    await openDialog(page).getByText('Link inválido ou expirado.').waitFor();
    await page.close();
  });

  it('opens a direct-hash link: signed in, on the app route, with its title', async () => {
    const admin = await apiLogin('admin@demo.com.br', PASSWORD);
    const { link } = await apiCall<{ link: string }>('/auth/v1/session/app/local/user/ana%40demo.com.br/directHash', admin, {
      title: 'Boleto de março',
      expires: 30,
    });
    const page = await openPage(browser, 'localhost', new URL(link).pathname);
    await page.waitForURL('**/dashboard');
    await page.getByText('Boleto de março').waitFor();
    await page.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await page.close();
  });

  it('shows /help with and without a session', async () => {
    const page = await openPage(browser, 'localhost', '/help');
    await page.getByRole('heading', { name: 'Ajuda' }).waitFor();
    expect(await page.getByText('Olá, Ana!', { exact: false }).count()).toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.goto(`${baseUrl('localhost')}/`);
    await signIn(page, 'ana@demo.com.br');
    await page.waitForURL('**/dashboard');
    await page.goto(`${baseUrl('localhost')}/help`);
    await page.getByText('Olá, Ana! Como podemos ajudar?').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it('opens a public route with the public session and lists the public modules', async () => {
    const page = await openPage(browser, 'localhost', '/');
    const publicSession = page.waitForResponse((r) => r.url().endsWith('/auth/v1/general/app/local/session/public'));
    await page.goto(`${baseUrl('localhost')}/aovivo/lancamento`);
    expect((await publicSession).status()).toBe(200);
    // The demo live event (issue 11), with the modules flagged role.showLogin under it.
    await page.getByRole('heading', { name: 'Lançamento da coleção de verão' }).waitFor();
    await page.getByText('Vitrine ao vivo').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // The visitor session is not a login: an auth route still asks for one.
    expect(await page.evaluate(() => localStorage.getItem('code'))).toBeNull();
    await page.goto(`${baseUrl('localhost')}/live-promo-1`);
    await page.getByText('Vitrine ao vivo').waitFor();
    await page.close();
  });

  it('shows /404 with a way back, and sends unknown paths to /', async () => {
    const page = await openPage(browser, 'localhost', '/404');
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
    await page.goto(`${baseUrl('localhost')}/nao/existe`);
    await page.waitForURL(`${baseUrl('localhost')}/`);
    await page.close();
  });
});
