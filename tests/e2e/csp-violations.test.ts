import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/admin';
import { baseUrl, launchBrowser, networkQuiet, openPage, type Browser } from './support/browser';
import { fakeVendors } from './support/chat-fakes';
import { signIn } from './support/login';

// The portal under its real Content-Security-Policy (server/plugins/security-headers.ts): a person signs in and
// opens the dashboard, the notifications, a legacy script item, the file item and the chat (a fake Zendesk
// script on the vendor's URL); Chromium must report no violation, and each of those must still work.
type Api = Awaited<ReturnType<typeof adminApi>>;
type Document = { company: Record<string, unknown> };

let browser: Browser;
let api: Api;
let initialVersion = 0;
const violations: string[] = [];
const zendesk = fakeVendors.find((v) => v.type === 'zendesk')!;

beforeAll(async () => {
  browser = await launchBrowser();
  await browser.context.addInitScript(() => {
    type Violation = { violatedDirective: string; blockedURI: string; sourceFile: string; lineNumber: number };
    const target = document as unknown as { addEventListener(type: string, listener: (e: Violation) => void): void };
    target.addEventListener('securitypolicyviolation', (e) => console.log(`__CSP__ ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  await browser.context.route(
    (url) => url.hostname === zendesk.host,
    (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: zendesk.script }),
  );
  api = await adminApi();
  const current = await api.current();
  initialVersion = current.version;
  const document = structuredClone(current.document) as unknown as Document;
  document.company.chat = { type: 'zendesk', token: zendesk.token, openOnLogin: false };
  await api.publish(document, current.version, 'e2e: chat para o teste de CSP');
}, 60_000);

afterAll(async () => {
  if ((await api.current()).version !== initialVersion) await api.rollback(initialVersion, 'e2e: volta ao estado inicial');
  await browser.close();
});

function watch(page: Page): void {
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('__CSP__') || text.includes('Content Security Policy')) violations.push(text);
  });
}

describe('Content-Security-Policy in Chromium', () => {
  it('the page is served with the policy, and a script without the nonce is refused (the check can fail)', async () => {
    const page = await openPage(browser, 'localhost');
    watch(page);
    const response = await page.goto(`${baseUrl('localhost')}/`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    await page.evaluate(() => {
      // An inline event handler, as injected markup would carry: no nonce can allow it.
      document.body.insertAdjacentHTML('beforeend', '<div id="csp-probe"></div>');
      document.getElementById('csp-probe')!.innerHTML = '<img src="x:" onerror="window.__injected = 2">';
    });
    await expect.poll(() => violations.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    violations.length = 0;
    await page.close();
  });

  it('reports no violation while signing in and opening the dashboard, notifications, a script item, files and chat', async () => {
    const page = await openPage(browser, 'localhost');
    watch(page);
    await page.getByLabel('Digite seu e-mail').waitFor();
    await signIn(page, 'ana@demo.com.br');
    await page.waitForURL('**/dashboard');
    await networkQuiet(page);

    // Chat: the vendor's loader, injected by our lazily loaded chunk, runs ('strict-dynamic').
    await expect.poll(() => page.evaluate(() => (window as unknown as { __chat?: { calls: string[] } }).__chat?.calls ?? [])).toContain('messenger:on close');

    await page.locator('.notification-bell__button').click();
    await page.getByRole('region', { name: 'Notificações' }).waitFor();

    // The legacy script runs in its sandboxed srcdoc frame (it inherits the policy and carries the page's nonce).
    await page.goto(`${baseUrl('localhost')}/app/cadastros/boletos`);
    await page.frameLocator('iframe[title="Script: Boletos"]').getByRole('heading', { name: 'Boletos em aberto', level: 1 }).waitFor();

    await page.goto(`${baseUrl('localhost')}/dashboard/cadastros/documentos`);
    await page.getByRole('heading', { name: 'Documentos' }).first().waitFor();
    await networkQuiet(page);
    expect(violations).toEqual([]);
    await page.close();
  });

  it('validates a tenant form and lints the admin JSON editor with no eval (issue 13): no violation', async () => {
    // The policy has no 'unsafe-eval': a JSON Schema compiled to code (ajv) would be refused and reported here.
    const page = await openPage(browser, 'localhost');
    watch(page);
    const response = await page.goto(`${baseUrl('localhost')}/`);
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
    await signIn(page, 'admin@demo.com.br');
    await page.waitForURL('**/dashboard');

    // A form item: field validation on blur, then the summary on submit (RJSF with our validator).
    await page.goto(`${baseUrl('localhost')}/dashboard/cadastros/clientes`);
    const form = page.locator('.form-item');
    const documento = form.getByLabel('CPF ou CNPJ');
    await documento.fill('12345678900');
    await documento.blur();
    await form.getByText('Informe um CPF ou CNPJ válido.').waitFor();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByRole('alert').getByText('CPF ou CNPJ: Informe um CPF ou CNPJ válido.').waitFor();

    // The admin config: its form, then the JSON editor's schema lint while typing (no server validation asked).
    await page.goto(`${baseUrl('localhost')}/admin/config`);
    await page.getByLabel('Cor primária').waitFor();
    await page.getByRole('tab', { name: 'JSON' }).click();
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+f');
    await page.getByRole('textbox', { name: 'Localizar' }).fill('"appTitle": "Portal Demo"');
    await page.getByRole('textbox', { name: 'Substituir' }).fill('"appTitle": 42');
    await page.getByRole('button', { name: 'substituir todos' }).click();
    // Back to the top, where appTitle is: the click above left the cursor (and the view) wherever the editor's middle
    // fell, and CodeMirror draws its marks only near the lines in view.
    await page.locator('.cm-content').press('Control+Home');
    await page.locator('.cm-lintRange-error').first().hover();
    await page.locator('.cm-tooltip-lint').getByText('deve ser um texto').first().waitFor();
    await page.getByRole('button', { name: 'Descartar alterações' }).click();
    await page.getByText('Nenhuma alteração em relação à versão publicada.').waitFor();
    await networkQuiet(page);
    expect(violations).toEqual([]);
    await page.close();
  });
});
