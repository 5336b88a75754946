import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatVendorHosts } from '../../domain/chat-scripts';
import { adminApi } from './support/admin';
import { launchBrowser, networkQuiet, openPage, type Browser } from './support/browser';
import { fakeVendors, type FakeVendor } from './support/chat-fakes';
import { signIn } from './support/login';

// SPEC §4 step 6, "Logout clears cookie, storage and chat", "Closing the chat reloads the page"; §9 providers.
// Each vendor's real widget URL is answered by a fake script from this file (context.route); tenant `local` gets
// the chat config through the admin API and the file puts the version it found back afterwards (shared server).
type Api = Awaited<ReturnType<typeof adminApi>>;
type Document = { company: Record<string, unknown> };
type ChatWindow = { __chat?: { calls: string[]; close: (() => void) | null }; __marker?: number };

let browser: Browser;
let api: Api;
let initialVersion = 0;
const vendorRequests: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  initialVersion = (await api.current()).version;
  const hosts = new Set(fakeVendors.map((vendor) => vendor.host));
  await browser.context.route(
    (url) => hosts.has(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      vendorRequests.push(url.href);
      const vendor = fakeVendors.find((v) => v.host === url.hostname)!;
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: vendor.script });
    },
  );
});
afterAll(async () => {
  if ((await api.current()).version !== initialVersion) await api.rollback(initialVersion, 'e2e: volta ao estado inicial');
  await browser.close();
});

async function setChat(chat: Record<string, unknown> | undefined, comment: string): Promise<void> {
  const current = await api.current();
  const document = structuredClone(current.document) as unknown as Document;
  if (chat) document.company.chat = chat;
  else delete document.company.chat;
  await api.publish(document, current.version, comment);
}

/** Our own scripts (same origin) this page loaded so far, by path, with their text. */
function ourScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.origin === new URL(page.url()).origin) {
      scripts.set(url.pathname, response.text());
    }
  });
  return scripts;
}

/** The paths among `scripts` whose text names a vendor host. */
async function naming(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const hosts: readonly string[] = chatVendorHosts;
  const named: string[] = [];
  for (const [file, text] of scripts) {
    const body = await text;
    if (hosts.some((host) => body.includes(host))) named.push(file);
  }
  return named;
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as ChatWindow).__chat?.calls ?? []);

async function signInAna(page: Page): Promise<void> {
  await signIn(page, 'ana@demo.com.br');
  await page.waitForURL('**/dashboard');
}

describe('chat providers (SPEC §4, §9) in Chromium', () => {
  it('fakes every vendor host the chat chunk names', () => {
    expect(new Set(fakeVendors.map((vendor) => vendor.host))).toEqual(new Set(chatVendorHosts));
  });

  it('asks no vendor for a script without a chat token, and loads without opening when openOnLogin is off', async () => {
    await setChat({ type: 'zendesk', openOnLogin: true }, 'e2e: chat sem token');
    vendorRequests.length = 0;
    let page = await openPage(browser, 'localhost');
    await signInAna(page);
    await networkQuiet(page);
    expect(vendorRequests).toEqual([]);
    expect(await page.locator('script#ze-snippet').count()).toBe(0);
    await page.close();

    await setChat({ type: 'zendesk', token: 'zd-key-123', openOnLogin: false }, 'e2e: chat sem abrir no login');
    page = await openPage(browser, 'localhost');
    const scripts = ourScripts(page);
    await page.reload();
    await page.getByLabel('Digite seu e-mail').waitFor();
    await networkQuiet(page);
    expect(vendorRequests, 'nothing before login').toEqual([]);
    expect(scripts.size).toBeGreaterThan(0);
    expect(await naming(scripts), 'no vendor host in the entry or login chunks').toEqual([]);
    await signInAna(page);
    await expect.poll(() => calls(page)).toContain('messenger:on close');
    // Only the lazily loaded chat chunk names the vendors (their URLs); no vendor code is bundled.
    const named = await naming(scripts);
    expect(named).toHaveLength(1);
    expect(named[0]).toMatch(/chat-registry/);
    await networkQuiet(page);
    expect(await calls(page)).not.toContain('messenger open');
    expect(vendorRequests).toEqual(['https://static.zdassets.com/ekr/snippet.js?key=zd-key-123']);
    await page.close();
  });

  for (const vendor of fakeVendors) {
    it(`${vendor.type}: loads after login, opens on login, ${vendor.closes ? 'reloads on close, ' : ''}and logout removes it`, async () => {
      await setChat({ type: vendor.type, token: vendor.token, openOnLogin: true }, `e2e: chat ${vendor.type}`);
      vendorRequests.length = 0;
      const page = await openPage(browser, 'localhost');
      await page.getByLabel('Digite seu e-mail').waitFor();
      await networkQuiet(page);
      expect(vendorRequests, 'no vendor script on the login screen').toEqual([]);

      await signInAna(page);
      await expect.poll(() => calls(page)).toContain(vendor.openCall);
      expect(vendorRequests).toHaveLength(1);
      expect(new URL(vendorRequests[0]!).hostname).toBe(vendor.host);
      await page.locator(`script#${vendor.scriptId}`).waitFor({ state: 'attached' });
      await page.locator(vendor.launcher).waitFor({ state: 'attached' });

      if (vendor.closes) await closeReloads(page, vendor);

      await page.getByRole('button', { name: 'Sair' }).click();
      await page.getByRole('heading', { name: 'Seja bem-vindo' }).waitFor();
      await expect.poll(() => calls(page)).toContain(vendor.logoutCall);
      expect(await page.locator(`script#${vendor.scriptId}`).count()).toBe(0);
      expect(await page.locator(vendor.launcher).count()).toBe(0);
      const left = await page.evaluate((names) => names.filter((name) => name in window), vendor.globals);
      expect(left).toEqual([]);
      await page.close();
    });
  }
});

/** The vendor's close callback reloads the page; after the reload the widget is back (signed in) but not opened. */
async function closeReloads(page: Page, vendor: FakeVendor): Promise<void> {
  await page.evaluate(() => ((window as unknown as ChatWindow).__marker = 1));
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => (window as unknown as ChatWindow).__chat!.close!());
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as ChatWindow).__marker)).toBeUndefined();
  await page.locator(vendor.launcher).waitFor({ state: 'attached' });
  await networkQuiet(page);
  expect(await calls(page)).not.toContain(vendor.openCall);
}
