import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/admin';
import { baseUrl, launchBrowser, openPage, seriousViolations, type Browser } from './support/browser';
import { signIn } from './support/login';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function signInAna(): Promise<Page> {
  const page = await openPage(browser, 'localhost');
  await signIn(page, 'ana@demo.com.br');
  await page.waitForURL('**/dashboard');
  return page;
}

/** An item's link on the dashboard's module cards (the open item's tabs repeat the titles). */
const itemLink = (page: Page, title: string) => page.getByRole('link', { name: new RegExp(`^${title}`) }).first();

/** axe-core inside a frame (the legacy script's page has an opaque origin, so the page's axe cannot reach it). */
async function frameViolations(frame: Frame): Promise<string[]> {
  // Evaluated over the DevTools protocol: the srcdoc frame inherits the page's CSP, which refuses a tag without its nonce.
  await frame.evaluate(axeSource);
  return frame.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
    const result = await axe.run();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

/** The frame a legacy script item runs in (renderers/items/script/script-frame.tsx titles it). */
const scriptFrameSelector = (title: string) => `iframe[title="Script: ${title}"]`;

async function scriptFrame(page: Page, title = 'Boletos'): Promise<Frame> {
  const handle = await page.locator(scriptFrameSelector(title)).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no script frame');
  return frame;
}

/**
 * Waits until the script's frame has the height of its page (the bridge's resize requests are done). The sandboxed
 * frame runs in a process of its own: a click sent while the frame still grows can be routed to the page around it.
 */
async function frameSettled(page: Page, title = 'Boletos'): Promise<void> {
  const frame = await scriptFrame(page, title);
  const fits = async () => {
    const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    const height = await page.locator(scriptFrameSelector(title)).getAttribute('height');
    return height === String(Math.max(100, content));
  };
  await expect.poll(fits).toBe(true);
}

/** Clicks a button of the script's page once its frame has settled (see frameSettled). */
async function clickInScript(page: Page, title: string, button: string): Promise<void> {
  await frameSettled(page, title);
  await page.frameLocator(scriptFrameSelector(title)).getByRole('button', { name: button }).click();
}

describe('portal items: html, embed and legacy script (SPEC §2, §4; DESIGN.md §4)', () => {
  it('shows the avisos HTML item sanitized and the mapa embed with the demo page', async () => {
    const page = await signInAna();
    await itemLink(page, 'Avisos').click();
    await page.waitForURL('**/dashboard/cadastros/avisos');
    // avisos has a per-item modal: read it and close it first.
    const modal = page.locator('dialog[open]');
    await modal.getByText('Novidade: agora você emite a segunda via de boletos pelo portal.').waitFor();
    await modal.getByRole('button', { name: 'Fechar' }).click();
    await page.getByText('Avisos da empresa.').waitFor();
    expect(await page.locator('.item-panel script').count()).toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // The open item's module shows its items as tabs.
    await page.getByRole('tab', { name: /^Mapa das lojas/ }).click();
    await page.waitForURL('**/dashboard/cadastros/mapa');
    const frame = page.locator('iframe[title="Mapa das lojas"]');
    expect(await frame.getAttribute('src')).toBe('/demo/embed.html');
    expect(await frame.getAttribute('loading')).toBe('lazy');
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    const embedded = page.frameLocator('iframe[title="Mapa das lojas"]');
    await embedded.getByRole('heading', { name: 'Mapa das lojas', level: 1 }).waitFor();
    await embedded.getByRole('heading', { name: 'Loja Centro' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it("opens every item of ana's dashboard at the path its card links to (none sends her back), and the live shop from its item", async () => {
    const page = await signInAna();
    await itemLink(page, 'Vitrine ao vivo').waitFor();
    const paths = await page.locator('a.module-card__item').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      await page.goto(`${baseUrl('localhost')}${path}`);
      // An item path no route serves goes to / and on to /dashboard: the link would look dead.
      await page.waitForFunction((opened) => location.pathname !== opened || document.querySelector('.item-panel__title'), path);
      expect(new URL(page.url()).pathname, path).toBe(path);
      await page.locator('.item-panel__title').waitFor();
    }
    // The demo's live-shop item links to the live event (a public page, open to a signed-in user as well).
    await page.goto(`${baseUrl('localhost')}/dashboard/ao-vivo/vitrine`);
    await page.getByRole('link', { name: 'Assistir e comprar ao vivo' }).click();
    await page.getByRole('heading', { name: 'Lançamento da coleção de verão' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // She is still signed in: the page's way out takes her back to the portal, not to a login.
    expect(await page.getByRole('link', { name: 'Entrar', exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Voltar ao portal' }).click();
    await page.waitForURL('**/dashboard');
    await page.close();
  });

  it("says so at an item address she cannot open (admin's parceiros, or no such item), and opens it for admin", async () => {
    const page = await signInAna();
    const notice = page.getByRole('status').filter({ hasText: 'Este item não existe ou não está disponível para o seu perfil.' });
    for (const path of ['/dashboard/cadastros/parceiros', '/dashboard/cadastros/nao-existe', '/dashboard/sem-modulo/item']) {
      await page.goto(`${baseUrl('localhost')}${path}`);
      await notice.waitFor();
      // The start is drawn under it: her modules are a click away, and the address is left as she typed it.
      await itemLink(page, 'Avisos').waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('.item-panel__title').count()).toBe(0);
    }
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await itemLink(page, 'Clientes').click();
    await page.locator('.item-panel__title', { hasText: 'Clientes' }).waitFor();
    expect(await notice.count()).toBe(0);
    await page.close();

    const admin = await openPage(browser, 'localhost');
    await signIn(admin, 'admin@demo.com.br');
    await admin.waitForURL('**/dashboard');
    await admin.goto(`${baseUrl('localhost')}/dashboard/cadastros/parceiros`);
    await admin.locator('.item-panel__title').waitFor();
    expect(await admin.getByText('Este item não existe ou não está disponível para o seu perfil.').count()).toBe(0);
    await admin.close();
  });

  it("opens the legacy boletos.js in place, in a sandbox that cannot read the portal's cookies, with the query's rows", async () => {
    const page = await signInAna();
    await itemLink(page, 'Boletos').click();
    const script = page.frameLocator('iframe[title="Script: Boletos"]');
    await script.getByRole('heading', { name: 'Boletos em aberto', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.locator('iframe[title="Script: Boletos"]').getAttribute('sandbox')).toBe('allow-scripts');

    // ana's open bills (entity 11222333000181) arrive through portal.query('titulos-lista'); the paid one is left out.
    const table = script.getByRole('table', { name: 'Boletos em aberto' });
    await table.getByRole('cell', { name: '0001234', exact: true }).waitFor();
    await table.getByRole('cell', { name: '0001235', exact: true }).waitFor();
    await table.getByRole('cell', { name: '10/12/2026' }).waitFor();
    expect(await table.getByRole('cell', { name: '0001100', exact: true }).count()).toBe(0);
    await script.getByText('Olá, Ana Souza! Estes são os seus títulos em aberto.').waitFor();

    const frame = await scriptFrame(page);
    const reach = await frame.evaluate(() => {
      const attempt = (read: () => unknown) => {
        try {
          return `read:${String(read())}`;
        } catch (error) {
          return `blocked:${(error as Error).name}`;
        }
      };
      return {
        origin: window.origin,
        cookie: attempt(() => document.cookie),
        storage: attempt(() => window.localStorage.getItem('code')),
        parent: attempt(() => window.parent.document.cookie),
        portal: Object.keys((window as unknown as { portal: object }).portal).sort(),
      };
    });
    expect(reach).toEqual({
      origin: 'null',
      cookie: 'blocked:SecurityError',
      storage: 'blocked:SecurityError',
      parent: 'blocked:SecurityError',
      portal: ['close', 'navigate', 'query', 'resize', 'router', 'sendBill', 'uploadXml', 'user'],
    });
    // The frame fits its content (resize requests through the bridge).
    await frameSettled(page);
    await expect(frameViolations(frame)).resolves.toEqual([]);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // Each bill goes to her e-mail on request (SPEC §7 sendNoBearerEmail), written by the server from the tenant's
    // bill query and invoice config; the status line says where it went.
    const outbox = async () => (await (await fetch(`${baseUrl('localhost')}/dev/outbox.json`)).json()) as { to: string; subject: string; text: string; replyTo: string | null }[];
    const mailsBefore = (await outbox()).length;
    await clickInScript(page, 'Boletos', 'Enviar o boleto 0001235 por e-mail');
    await script.getByRole('status').getByText('Boleto 0001235 enviado para ana@demo.com.br.').waitFor();
    const mails = await outbox();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]).toMatchObject({ to: 'ana@demo.com.br', subject: 'Boleto 0001235 - Portal Demo', replyTo: 'financeiro@demo.com.br' });
    expect(mails[0]?.text).toContain('Vencimento: 20/12/2026\nValor: R$ 980,00');
    expect(await page.locator('dialog[open]').count()).toBe(0);

    await clickInScript(page, 'Boletos', 'Voltar ao início');
    await page.locator('iframe[title="Script: Boletos"]').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await itemLink(page, 'Boletos').click();
    // As she would: once her bills are on the page and the frame has grown to them.
    await script.getByRole('cell', { name: '0001235', exact: true }).waitFor();
    await clickInScript(page, 'Boletos', 'Ver todos os títulos');
    await page.waitForURL('**/app/financeiro/titulos');
    await page.getByRole('heading', { name: 'Títulos em aberto', level: 1 }).waitFor();
    await page.close();
  });

  it("lets a legacy script send router events (SPEC §7 'Router') and settles them by SPEC §8's rules", async () => {
    const page = await signInAna();
    // Boletos runs a script of this test's own (the download is answered here): four router calls, each outcome
    // written on the page. The server and the bridge are the real ones.
    const probe = `(function () {
      var list = document.body.appendChild(document.createElement('ul'));
      function note(text) { list.appendChild(document.createElement('li')).textContent = text; }
      portal.router('local/script', { name: 'boletos.js' }).then(function (r) {
        note('script ' + r.status + ' ' + (r.data.source.indexOf("portal.query('titulos-lista'") >= 0));
      });
      portal.router('user/changePasswordByDash', { oldPassword: 'errada', password: 'novaSenha1' }).then(null, function (e) {
        note('senha ' + e.status + ' ' + e.code + ' ' + e.message);
      });
      portal.router('  ').then(null, function (e) { note('sem evento ' + e.status + ' ' + e.code + ' ' + e.message); });
      portal.router('user/apagarTudo').then(function (r) { note('desconhecido ' + r.status + ' ' + r.error); });
    })();`;
    await page.route('**/app/v1/session/app/local/script/boletos.js', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 'success', data: { source: probe } }) }),
    );
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/router') sent.push(JSON.parse(request.postData() ?? '{}').event);
    });
    await itemLink(page, 'Boletos').click();
    const script = page.frameLocator('iframe[title="Script: Boletos"]');
    await script.getByText('script 200 true').waitFor();
    await script.getByText('senha 400 #WRONG_OLD_PASSWORD Senha atual incorreta.').waitFor();
    await script.getByText('sem evento 400 #ERRO_ROUTER_REQUEST Requisição sem evento.').waitFor();
    await script.getByText('desconhecido 404 #ROUTER_EVENT_NOTFOUND').waitFor();
    // The event-less call never left the browser; no connection-error dialog for the refusals.
    expect(sent.sort()).toEqual(['local/script', 'user/apagarTudo', 'user/changePasswordByDash']);
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.close();
  });

  it("lets a contractor send a production order's NF-e XML from a legacy script (SPEC §7 uploadXml), once", async () => {
    const page = await signInAna();
    await itemLink(page, 'Ordens de produção').click();
    const script = page.frameLocator('iframe[title="Script: Ordens de produção"]');
    await script.getByRole('heading', { name: 'Ordens de produção', level: 1 }).waitFor();
    await clickInScript(page, 'Ordens de produção', 'Enviar XML');
    await script.getByRole('status').getByText('Escolha o arquivo XML da NF-e.').waitFor();

    // The demo's sample NF-e (issued by ana's company) under an access key of this run, so the file can run again.
    const key = `3526031122233300018155001${String(Date.now()).padStart(19, '0')}`;
    const xml = readFileSync('fixtures/nfe/nfe-4.00-kit-derived.xml', 'utf8').replace('35260311222333000181550010000012341000012345', key);
    const file = { name: 'retorno.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) };
    await script.getByLabel('XML da NF-e').setInputFiles(file);
    await clickInScript(page, 'Ordens de produção', 'Enviar XML');
    await script.getByRole('status').getByText('NF-e 1234 recebida.').waitFor();
    const received = script.getByRole('definition');
    await expect(received.allTextContents()).resolves.toEqual(['1234 (série 1)', '02/03/2026', 'DEMO CONFECCOES LTDA - 11.222.333/0001-81', '3', 'R$\u00a01.124,10', key]);
    await expect(frameViolations(await scriptFrame(page, 'Ordens de produção'))).resolves.toEqual([]);

    await clickInScript(page, 'Ordens de produção', 'Enviar XML');
    await script.getByRole('status').getByText(/^Não foi possível enviar o XML: A NF-e 1234 já foi enviada em \d{2}\/\d{2}\/\d{4}\.$/).waitFor();
    await script.getByLabel('XML da NF-e').setInputFiles({ ...file, buffer: Buffer.from('<pedido>1</pedido>') });
    await clickInScript(page, 'Ordens de produção', 'Enviar XML');
    await script.getByRole('status').getByText(/^Não foi possível enviar o XML: O XML não é uma NF-e no layout 4\.00/).waitFor();
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.close();
  });

  it('blocks opening other items while the script downloads, and shows the download failure', async () => {
    // The tenant's Boletos item names a script file that does not exist: the server itself answers 404.
    const api = await adminApi();
    const before = await api.current();
    const document = structuredClone(before.document) as unknown;
    const boletos = findItem(document, 'boletos');
    if (!boletos) throw new Error('no boletos item in tenant local');
    boletos.script = 'boletos-removido.js';
    await api.publish(document, before.version, 'e2e: script ausente');
    try {
      await missingScript();
    } finally {
      const now = await api.current();
      await api.publish(before.document, now.version, 'e2e: script de volta');
    }
  });

  async function missingScript() {
    const page = await signInAna();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const reply = page.waitForResponse('**/app/v1/session/app/local/script/boletos-removido.js');
    // Held only to see the loading state; the reply is the real server's.
    await page.route('**/app/v1/session/app/local/script/boletos-removido.js', async (route) => {
      await held;
      await route.continue();
    });
    await itemLink(page, 'Boletos').click();
    await page.getByText('Carregando script…').waitFor();
    const avisos = page.getByRole('tab', { name: /^Avisos/ });
    await expect(avisos.getAttribute('aria-disabled')).resolves.toBe('true');

    release();
    const missing = await reply;
    expect([missing.status(), ((await missing.json()) as { error: string }).error]).toEqual([404, '#ERRO_SCRIPT_DOWNLOAD_BODY']);
    await page.getByRole('alert').getByText('Não foi possível baixar o script.').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await avisos.click();
    await page.waitForURL('**/dashboard/cadastros/avisos');
    await page.close();
  }
});

/** The portal item with `id` anywhere in a tenant document (modules nest their items). */
function findItem(node: unknown, id: string): Record<string, unknown> | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findItem(child, id);
      if (found) return found;
    }
    return undefined;
  }
  if (!node || typeof node !== 'object') return undefined;
  const record = node as Record<string, unknown>;
  if (record.id === id && record.kind === 'script') return record;
  for (const value of Object.values(record)) {
    const found = findItem(value, id);
    if (found) return found;
  }
  return undefined;
}
