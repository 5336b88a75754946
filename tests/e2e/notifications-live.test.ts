import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  launchBrowser,
  openPage,
  seriousViolations,
  uniqueName,
  type Browser,
} from './support/browser';
import { localSession } from './support/admin-operations';
import { freshUser } from './support/entities';
import { signIn } from './support/login';

// Issue 11, browser side: a notification sent through the tenant route reaches the open portal live.
let browser: Browser;
let user: { email: string; code: string };
let apiKey = '';

type Sent = { status: number; body: { data?: { uniqueIdentifier: string; recipients: number } } };

/** POST /notifications/v1/app/local/send with the tenant API key (the tenant's own systems). */
async function send(title: string, message: string, extra: Record<string, unknown> = {}): Promise<Sent> {
  const response = await fetch(`${baseUrl('localhost')}/notifications/v1/app/local/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({ title, message, to: { users: [user.email] }, ...extra }),
  });
  return { status: response.status, body: (await response.json()) as Sent['body'] };
}

/**
 * Records what the page hands to the browser's Notification and WebSocket constructors (the real ones still
 * run): the desktop notification cannot be seen from a headless test otherwise, nor the socket closed.
 */
function recordBrowserApis() {
  const w = window as unknown as {
    __desktop: { title: string; body?: string; silent?: boolean }[];
    __sockets: WebSocket[];
    __frameAt: number[];
    Notification: typeof Notification;
    WebSocket: typeof WebSocket;
  };
  w.__desktop = [];
  w.__sockets = [];
  w.__frameAt = [];
  const RealNotification = w.Notification;
  const RealSocket = w.WebSocket;
  class RecordedNotification extends RealNotification {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      w.__desktop.push({ title, body: options?.body, silent: options?.silent ?? undefined });
    }
  }
  class RecordedSocket extends RealSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      w.__sockets.push(this);
      this.addEventListener('message', (event: MessageEvent) => {
        if (String(event.data).includes('"action":"notification"')) w.__frameAt.push(Date.now());
      });
    }
  }
  w.Notification = RecordedNotification as typeof Notification;
  w.WebSocket = RecordedSocket as typeof WebSocket;
}

/** In the page: records Date.now() when the title first gets the '(1) ' prefix. */
function watchTitle() {
  const w = window as unknown as { __titleAt: number };
  w.__titleAt = 0;
  new MutationObserver(() => {
    if (!w.__titleAt && document.title.startsWith('(1) ')) w.__titleAt = Date.now();
  }).observe(document.head, { childList: true, characterData: true, subtree: true });
}

const bell = (page: Page) => page.locator('.notification-bell');
const count = (page: Page) => page.getByTestId('notification-count');
const connected = (page: Page) => page.locator('.notification-bell[data-connected="true"]').waitFor();
const desktopCalls = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __desktop: { title: string; body?: string; silent?: boolean }[] }).__desktop,
  );

async function openPortalTab(): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`${baseUrl('localhost')}/dashboard`);
  await connected(page);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  await browser.context.addInitScript(recordBrowserApis);
  await browser.context.grantPermissions(['notifications'], { origin: baseUrl('localhost') });
});
afterAll(async () => {
  await browser.close();
});

describe('live notifications in the portal (issue 11)', () => {
  let tabA: Page;
  let tabB: Page;

  it('two open tabs get a sent notification within a second: list, (1) title, favicon, silent desktop alert', async () => {
    // A new user (no notifications yet) and a tenant API key made by the demo admin.
    user = await freshUser('avisos');
    const { admin } = await localSession('admin@demo.com.br');
    const created = await admin<{ key: string }>('api-keys', {
      method: 'POST',
      body: JSON.stringify({ name: uniqueName('e2e-avisos') }),
    });
    apiKey = created.key;
    tabA = await openPage(browser, 'localhost');
    await browser.context.addCookies([
      { name: 'modal-dashboard-watched', value: 'true', url: baseUrl('localhost') },
    ]);
    await signIn(tabA, user.email);
    await tabA.waitForURL('**/dashboard', { waitUntil: 'commit' });
    await connected(tabA);
    tabB = await openPortalTab();
    await expect(count(tabA).count()).resolves.toBe(0);
    // SPEC §9: one client id per tab, in session storage.
    const ids = await Promise.all(
      [tabA, tabB].map((p) => p.evaluate(() => sessionStorage.getItem('notification-client-id'))),
    );
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).toBeTruthy();
    expect(ids[0]).not.toBe(ids[1]);

    // Each tab notes (by its own clock: same machine) when its title first shows '(1) '.
    for (const page of [tabA, tabB]) await page.evaluate(watchTitle);
    const started = Date.now();
    const sent = await send(
      'Boleto disponível',
      '<p>Seu <b>boleto</b> vence hoje</p><img src="x" alt="" onerror="window.__xss=1">',
    );
    const replied = Date.now() - started;
    expect(sent.status).toBe(201);
    expect(sent.body.data?.recipients).toBe(1);
    const shown = await Promise.all(
      [tabA, tabB].map(async (page) => {
        await page.waitForFunction(() => (window as unknown as { __titleAt: number }).__titleAt > 0);
        return (await page.evaluate(() => (window as unknown as { __titleAt: number }).__titleAt)) - started;
      }),
    );
    const frames = await Promise.all(
      [tabA, tabB].map((page) =>
        page.evaluate(() => (window as unknown as { __frameAt: number[] }).__frameAt[0] ?? 0),
      ),
    );
    console.info(
      `send replied in ${replied} ms; the push arrived ${frames[0]! - started} / ${frames[1]! - started} ms and '(1)' showed ${shown[0]} / ${shown[1]} ms (tab A / B) after the send started`,
    );
    expect(shown[0]).toBeLessThan(1000);
    expect(shown[1]).toBeLessThan(1000);

    for (const page of [tabA, tabB]) {
      await expect(count(page).textContent()).resolves.toBe('1');
      await expect(
        page.evaluate(() => document.querySelector('link[rel~="icon"]')?.getAttribute('data-notification')),
      ).resolves.toBe('true');
      await expect(
        bell(page).getByRole('button', { name: 'Notificações: 1 não lida' }).count(),
      ).resolves.toBe(1);
    }
    // Permission was granted: a silent desktop notification with the message as plain text (each open tab).
    await expect
      .poll(() => desktopCalls(tabA))
      .toEqual([{ title: 'Boleto disponível', body: 'Seu boleto vence hoje', silent: true }]);

    // The list: title, the message's HTML sanitised (bold kept, the handler gone), keyboard open and close.
    await bell(tabA).getByRole('button', { name: 'Notificações: 1 não lida' }).focus();
    await tabA.keyboard.press('Enter');
    const panel = tabA.getByRole('region', { name: 'Notificações' });
    await panel.getByText('Boleto disponível').waitFor();
    await expect(panel.locator('.notification-bell__message b').textContent()).resolves.toBe('boleto');
    await expect(panel.locator('img[onerror]').count()).resolves.toBe(0);
    await expect(
      tabA.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).resolves.toBeUndefined();
    await expect(panel.getByText('Não lida').count()).resolves.toBe(1);
    // When it was sent (issue 14): relative in pt-BR, the absolute DD/MM/YYYY HH:mm in the title (dayjs, loaded on open).
    const sentAt = panel.locator('time.notification-bell__time').first();
    await sentAt.waitFor();
    await expect(sentAt.textContent()).resolves.toMatch(/^há (poucos segundos|um minuto)$/);
    await expect(sentAt.getAttribute('title')).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(seriousViolations(tabA)).resolves.toEqual([]);
    await tabA.keyboard.press('Escape');
    await expect(panel.isHidden()).resolves.toBe(true);
  });

  it('notify false: listed and counted, but no sound or desktop alert', async () => {
    const before = (await desktopCalls(tabA)).length;
    const sent = await send('Aviso silencioso', 'Sem alerta', { notify: false });
    expect(sent.status).toBe(201);
    await tabA.waitForFunction(() => document.title.startsWith('(2) '));
    await tabB.waitForFunction(() => document.title.startsWith('(2) '));
    expect((await desktopCalls(tabA)).length).toBe(before);
  });

  it('marking read in tab A lowers the count in tab B without a reload; focus stays in the panel, a press outside closes it', async () => {
    const focusedName = () =>
      tabA.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    await bell(tabA).locator('.notification-bell__button').click();
    await tabA.getByRole('button', { name: 'Marcar como lida: Boleto disponível' }).click();
    await tabB.waitForFunction(() => document.title.startsWith('(1) '));
    await expect(count(tabB).textContent()).resolves.toBe('1');
    // The pressed button is gone: focus on the one left (above it, the newer one), not on <body>.
    await expect.poll(focusedName).toBe('Marcar como lida: Aviso silencioso');
    await tabA.getByRole('button', { name: 'Marcar como lida: Aviso silencioso' }).click();
    await expect.poll(focusedName).toBe('Notificações');
    await expect(tabA.evaluate(() => document.activeElement?.tagName)).resolves.toBe('H2');
    await tabB.waitForFunction(() => !document.title.startsWith('('));
    await expect(count(tabB).count()).resolves.toBe(0);
    await expect(
      tabB.evaluate(() => document.querySelector('link[rel~="icon"]')?.getAttribute('data-notification')),
    ).resolves.toBe('false');
    await expect(
      tabA.getByRole('region', { name: 'Notificações' }).getByText('Lida', { exact: true }).count(),
    ).resolves.toBe(2);
    await tabA.getByRole('contentinfo').click();
    await expect(tabA.getByRole('region', { name: 'Notificações' }).isHidden()).resolves.toBe(true);
    await expect(bell(tabA).locator('.notification-bell__button').getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('a lost socket reconnects with backoff; what was sent meanwhile shows once, pushes are not doubled', async () => {
    const sockets = () =>
      tabA.evaluate(() => (window as unknown as { __sockets: WebSocket[] }).__sockets.length);
    const opened = await sockets();
    // The connection drops (as on a server restart): the page closes its socket with a non-normal code.
    await tabA.evaluate(() =>
      (window as unknown as { __sockets: WebSocket[] }).__sockets.at(-1)!.close(4000, 'e2e'),
    );
    await tabA.locator('.notification-bell[data-connected="false"]').waitFor();
    const sent = await send('Enviada durante a queda', 'Chegou depois da reconexão', { notify: false });
    expect(sent.status).toBe(201);
    await connected(tabA);
    expect(await sockets()).toBe(opened + 1);
    await tabA.waitForFunction(() => document.title.startsWith('(1) '));
    const again = await send('Depois da reconexão', 'Ao vivo de novo');
    expect(again.status).toBe(201);
    await tabA.waitForFunction(() => document.title.startsWith('(2) '));
    const titles = await tabA.locator('.notification-bell__item strong').allTextContents();
    expect(titles.filter((t) => t === 'Enviada durante a queda')).toHaveLength(1);
    expect(titles.filter((t) => t === 'Depois da reconexão')).toHaveLength(1);
    expect(titles).toHaveLength(4);
  });

  it('at 390 px the open list fits the screen and passes axe; turning to the phone width keeps it open', async () => {
    // Opened wide, then the window narrows past the phone header's 600 px (a phone turned upright): the bell is
    // the same component, so its panel stays open.
    await tabB.setViewportSize({ width: 1280, height: 800 });
    await bell(tabB).locator('.notification-bell__button').click();
    const panel = tabB.getByRole('region', { name: 'Notificações' });
    await panel.getByText('Depois da reconexão', { exact: true }).waitFor();
    await tabB.setViewportSize({ width: 390, height: 800 });
    await tabB.locator('.portal-header--compact').waitFor();
    await expect(panel.isVisible()).resolves.toBe(true);
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expect(tabB.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    // Each of its buttons inside it, 'Marcar todas como lidas' on a line of its own.
    await panel.getByRole('button', { name: 'Marcar todas como lidas' }).waitFor();
    for (const button of await panel.getByRole('button').all()) {
      const inner = await button.boundingBox();
      expect(inner!.x + inner!.width, (await button.textContent()) ?? '').toBeLessThanOrEqual(box!.x + box!.width);
    }
    await expect(seriousViolations(tabB)).resolves.toEqual([]);
  });

  it("'Marcar todas como lidas' reads every unread one: the other tab's count goes, the focus is on the heading", async () => {
    const panel = tabB.getByRole('region', { name: 'Notificações' });
    await expect(panel.isVisible()).resolves.toBe(true);
    await panel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await tabA.waitForFunction(() => !document.title.startsWith('('));
    await expect(count(tabA).count()).resolves.toBe(0);
    await expect(panel.getByRole('button', { name: /Marcar/ }).count()).resolves.toBe(0);
    await expect.poll(() => tabB.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    await tabA.reload();
    await connected(tabA);
    await expect(tabA.evaluate(() => document.title.startsWith('('))).resolves.toBe(false);
  });

  it("a list that failed to load says so, never 'Nenhuma notificação', and comes once the socket subscribes again", async () => {
    const tabC = await browser.context.newPage();
    await tabC.route('**/notifications/v1/app/local/list', (route) => route.abort('connectionfailed'));
    await tabC.goto(`${baseUrl('localhost')}/dashboard`);
    await connected(tabC);
    await bell(tabC).locator('.notification-bell__button').click();
    const panel = tabC.getByRole('region', { name: 'Notificações' });
    await panel.getByText('Não foi possível carregar as notificações.').waitFor();
    await expect(panel.getByText('Nenhuma notificação por aqui.').count()).resolves.toBe(0);
    await tabC.unroute('**/notifications/v1/app/local/list');
    // The next subscribe fetches the list again (as after a server restart).
    await tabC.evaluate(() => (window as unknown as { __sockets: WebSocket[] }).__sockets.at(-1)!.close(4000, 'e2e'));
    await panel.getByText('Depois da reconexão', { exact: true }).waitFor();
    await expect(panel.getByText('Não foi possível carregar as notificações.').count()).resolves.toBe(0);
    await tabC.close();
  });

  it("logout in tab A ends the session: the server closes tab B's socket (4401) and tab B goes to the login", async () => {
    await tabA.getByRole('button', { name: 'Sair' }).click();
    await tabA.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    await expect(tabA.locator('.notification-bell').count()).resolves.toBe(0);
    await tabB.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    await expect(tabB.locator('.notification-bell').count()).resolves.toBe(0);
    // Tab B's person did not leave: the login tells them their session ended; tab A's own 'Sair' says nothing.
    await tabB.getByRole('alertdialog', { name: 'Sua sessão terminou' }).waitFor();
    await expect(tabA.getByRole('alertdialog', { name: 'Sua sessão terminou' }).count()).resolves.toBe(0);
    await expect(tabB.evaluate(() => document.title.startsWith('('))).resolves.toBe(false);
  });
});
