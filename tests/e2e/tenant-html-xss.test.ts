import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../../server/app';
import { launchBrowser, type Browser } from './support/browser';
import { signIn } from './support/login';
import { xssVectors } from './support/xss-vectors';

// Every vector through every place tenant HTML appears, in Chromium, with the page's CSP bypassed: the server's
// sanitiser alone must keep them from running (the CSP is a second wall, checked in csp-violations.test.ts).
const joined = xssVectors.map((v) => `<div>${v}</div>`).join('\n');
const chunk = 20;
const itemChunks = Array.from({ length: Math.ceil(xssVectors.length / chunk) }, (_, i) => xssVectors.slice(i * chunk, (i + 1) * chunk));

/** A tenant whose every HTML field carries the vectors: one per banner, notification and item-modal part. */
function xssTenant() {
  return {
    company: {
      id: 'xss',
      status: 'active',
      domain: ['xss.portal.test'],
      appName: 'Portal XSS',
      appTitle: 'Portal XSS',
      style: { color: { primary: '#1f4e8c', secondary: '#0d2a4d' } },
      message: { login: { html: joined } },
      modalLogin: { html: joined },
      modalDashboard: { setCookieWatched: true },
      modules: [
        {
          id: 'vetores',
          title: 'Vetores',
          items: itemChunks.map((vectors, i) => ({
            id: `html-${i}`,
            title: `Vetores ${i}`,
            kind: 'html',
            html: vectors.map((v) => `<div>${v}</div>`).join(''),
            ...(i === 0 ? { modal: { items: xssVectors.map((html) => ({ html })) } } : {}),
          })),
        },
      ],
    },
    server: {},
    seed: {
      users: [{ email: 'eva@xss.com.br', nick: 'Eva', password: 'Portal@2026', pendingTerms: ['uso'] }],
      terms: [{ id: 'uso', version: 1, title: 'Termos de uso XSS', html: joined }],
      banners: xssVectors.map((html) => ({ html })),
      notifications: xssVectors.map((message, i) => ({ email: 'eva@xss.com.br', identifier: `xss-${i}`, title: `Vetor ${i}`, message })),
    },
  };
}

/** Records every way a script could run: the marker, alert & co., eval, Function, string timers, CSP reports. */
const hook = () => {
  const report = (how: string, detail: unknown) => console.log(`__XSS__ ${how} ${String(detail)}`);
  const w = window as unknown as Record<string, unknown>;
  w.__xss = (n?: unknown) => report('marker', n);
  for (const name of ['alert', 'confirm', 'prompt', 'print']) w[name] = (x?: unknown) => report(name, x);
  const realEval = window.eval;
  // Playwright's own page.evaluate comes through eval with a function's source: only other code is reported.
  const fromTest = (code: unknown) => typeof code === 'string' && /^\s*(\(|async\b|function\b)/.test(code);
  w.eval = (code: string) => (fromTest(code) || report('eval', code), realEval(code));
  w.Function = new Proxy(Function, {
    apply: (target, self, args) => (report('Function', args.join()), Reflect.apply(target, self, args)),
    construct: (target, args) => (report('Function', args.join()), Reflect.construct(target, args)),
  });
  for (const name of ['setTimeout', 'setInterval'] as const) {
    const real = window[name] as (...a: unknown[]) => number;
    w[name] = (handler: unknown, ...rest: unknown[]) => (typeof handler === 'string' && report(name, handler), real(handler, ...rest));
  }
  document.addEventListener('securitypolicyviolation', (e) => report('csp', `${e.violatedDirective} ${e.blockedURI}`));
};

/**
 * What the tenant HTML containers hold that could run script: such elements, on* attributes, script URLs in URL
 * attributes. <template> content is inert but is looked into as well (an app could clone it).
 */
function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const tags = 'script,iframe,frame,frameset,object,embed,base,meta,link,style,form,svg,math,noscript,xmp,noembed,noframes';
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster', 'srcset', 'lowsrc', 'dynsrc', 'ping', 'cite'];
    const roots: ParentNode[] = [...document.querySelectorAll('[data-tenant-html]')];
    for (let i = 0; i < roots.length; i++) for (const t of roots[i]!.querySelectorAll('template')) roots.push(t.content);
    for (const root of roots) {
      for (const el of root.querySelectorAll(tags)) found.push(`<${el.tagName.toLowerCase()}>`);
      for (const el of root.querySelectorAll('*')) {
        for (const a of el.attributes) {
          if (/^on/i.test(a.name) || a.name === 'srcdoc' || a.name === 'formaction') found.push(`${el.tagName} ${a.name}`);
          const squeezed = [...a.value].filter((c) => c.charCodeAt(0) > 0x20).join('');
          if (urlAttributes.includes(a.name) && /^(javascript|vbscript|data:text\/html)/i.test(squeezed)) found.push(`${el.tagName} ${a.name}=${a.value}`);
        }
      }
    }
    return found;
  });
}

describe('tenant HTML: XSS vectors through every place it appears (Chromium)', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let browser: Browser;
  let origin: string;
  const runs: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-xss-'));
    const fixturesDir = path.join(dataDir, 'tenants');
    mkdirSync(fixturesDir);
    writeFileSync(path.join(fixturesDir, 'xss.json'), JSON.stringify(xssTenant()));
    app = await buildApp({
      fixturesDir,
      config: { dataDir, databaseUrl: undefined, smtpUrl: undefined, production: false, portalDir: inject('e2ePortalDir'), trustProxy: false },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://xss.portal.test:${(app.server.address() as AddressInfo).port}`;
    browser = await launchBrowser({ bypassCSP: true });
    await browser.context.addInitScript(hook);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function newPage(): Promise<Page> {
    const page = await browser.context.newPage();
    page.on('console', (m) => m.text().startsWith('__XSS__') && runs.push(m.text()));
    page.on('dialog', (d) => (runs.push(`dialog ${d.message()}`), void d.dismiss()));
    return page;
  }

  /** A known-live vector put in the page directly: once it has run, the vectors rendered before it have had their turn. */
  async function settle(page: Page, name: string): Promise<void> {
    await page.evaluate((n) => document.body.insertAdjacentHTML('beforeend', `<img hidden src="/x-${n}.png" onerror="__xss('${n}')">`), name);
    await expect.poll(() => runs.some((r) => r.includes(name)), { timeout: 15_000 }).toBe(true);
  }
  const scripted = () => runs.filter((r) => !/marker (control|settle-)|__xss\("control"\)/.test(r));

  it('the hook sees a script run (positive control)', async () => {
    const page = await newPage();
    await page.goto(`${origin}/404`);
    await page.evaluate(() => setTimeout('__xss("control")', 0));
    await expect.poll(() => runs.some((r) => r.includes('control')), { timeout: 15_000 }).toBe(true);
    await page.close();
  });

  it('runs none of the vectors in the login message, the login modal, the term, the banners, the notifications, the html items and the item modal', async () => {
    const page = await newPage();
    await page.goto(`${origin}/`);
    const loginModal = page.locator('dialog[open]');
    await loginModal.locator('[data-tenant-html]').first().waitFor();
    await page.locator('.company-message').waitFor();
    await settle(page, 'settle-login');
    expect(await dangerousMarkup(page)).toEqual([]);
    await loginModal.getByRole('button', { name: 'Fechar' }).click();

    await signIn(page, 'eva@xss.com.br');
    await page.waitForURL('**/termos/uso/1');
    await page.locator('.term-text').waitFor();
    await settle(page, 'settle-term');
    expect(await dangerousMarkup(page)).toEqual([]);
    await page.getByRole('button', { name: 'Aceitar' }).click();

    await page.waitForURL('**/dashboard');
    const banners = page.locator('dialog[open] [data-tenant-html]');
    await expect.poll(() => banners.count(), { timeout: 20_000 }).toBe(xssVectors.length);
    await settle(page, 'settle-banners');
    expect(await dangerousMarkup(page)).toEqual([]);
    // Escape, not a click: vector 92 (a position:fixed div) lies over the dialog's button, as tenant CSS may.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);

    await page.locator('.notification-bell__button').click();
    const messages = page.getByRole('region', { name: 'Notificações' }).locator('.notification-bell__message');
    await expect.poll(() => messages.count(), { timeout: 20_000 }).toBe(xssVectors.length);
    await settle(page, 'settle-notifications');
    expect(await dangerousMarkup(page)).toEqual([]);

    for (const [i] of itemChunks.entries()) {
      await page.goto(`${origin}/app/vetores/html-${i}`);
      await page.locator('.html-item').first().waitFor({ state: 'attached' });
      if (i === 0) {
        await expect.poll(() => page.locator('dialog[open] [data-tenant-html]').count(), { timeout: 20_000 }).toBe(xssVectors.length);
      }
      await settle(page, `settle-item-${i}`);
      expect(await dangerousMarkup(page)).toEqual([]);
    }
    expect(scripted()).toEqual([]);
    await page.close();
  });

  it('the same vectors do run when put in the page unsanitised (the vectors are live)', async () => {
    const page = await newPage();
    await page.goto(`${origin}/404`);
    const before = runs.length;
    await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), xssVectors.slice(4, 7).join(''));
    await expect.poll(() => runs.slice(before).filter((r) => r.includes('marker')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    runs.length = before;
    await page.close();
  });
});
