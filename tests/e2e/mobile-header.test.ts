import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, seriousViolations, textLines, type Browser, type Host } from './support/browser';
import { PASSWORD, signIn } from './support/login';

/**
 * Issue 14 "The phone": at 390 px the signed-in header is one row (hamburger, app name, bell), nothing overlaps
 * (the environment ribbon leaves the app name alone), and the hamburger's menu holds what no longer fits.
 */
const root = path.resolve(import.meta.dirname, '../..');
const shots = path.join(root, '.tmp/mobile-header');
const PHONE = { width: 390, height: 844 };

type SeedUser = { email: string; username?: string; password: string; blocked?: boolean; ldapDomain?: string; adfs?: boolean };
type Fixture = {
  company: {
    id: string;
    status: string;
    domain: string[];
    hasExternalAuth?: boolean;
    loginConnectionCheck?: { enable?: boolean; forceConnectionError?: boolean };
    style?: { layout?: { entity?: { show?: boolean } } };
  };
  seed?: { users?: SeedUser[]; banners?: unknown[] };
};

/** Every demo tenant (fixtures/tenants/*.json) with its first demo user who signs in with a password. */
const tenants = readdirSync(path.join(root, 'fixtures/tenants'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.join(root, 'fixtures/tenants', file), 'utf8')) as Fixture)
  .map(({ company, seed }) => ({
    id: company.id,
    disabled: company.status === 'disabled',
    host: (company.domain[0] ?? 'localhost').replace('.portal.test', '') as Host,
    externalAuth: company.hasExternalAuth === true,
    user: (seed?.users ?? []).find((u) => !u.blocked && !u.ldapDomain && !u.adfs),
    /** SPEC §3 loginConnectionCheck.forceConnectionError: every login ends in 'Estamos em manutenção'. */
    forcedOut: company.loginConnectionCheck?.enable === true && company.loginConnectionCheck.forceConnectionError === true,
    /** A seeded dashboard banner opens its modal on the first visit (SPEC §2 dashboard banner modal). */
    bannerModal: (seed?.banners?.length ?? 0) > 0,
    /** style.layout.entity.show: the entity button is in the header from 601 px up. */
    entityShown: company.style?.layout?.entity?.show === true,
  }));
const signedInTenants = tenants.filter((t) => !t.disabled && !t.forcedOut);

let browser: Browser;
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Box = { name: string; x: number; y: number; width: number; height: number };

/** The visible header controls and the ribbon, as the browser lays them out. */
function layoutBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (name: string, el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 ? { name, x: r.x, y: r.y, width: r.width, height: r.height } : null;
    };
    const header = document.querySelector('header.portal-header') as HTMLElement;
    const controls = [...header.querySelectorAll('button, a, .portal-header__logo, [data-testid="header-app-name"]')]
      .map((el, i) => box(el.getAttribute('aria-label') ?? el.textContent?.trim() ?? `control ${i}`, el))
      .filter((b) => b !== null);
    return {
      header: box('header', header)!,
      overflow: header.scrollWidth - header.clientWidth,
      controls,
      app: box('app name', header.querySelector('[data-testid="header-app-name"]')),
      ribbon: box('ribbon', document.querySelector('.environment-ribbon')),
    };
  });
}

/**
 * The corner ribbon as the band it is (turned 45°, its bounding box is a square over much more than it covers): the
 * line x - y = along through its centre, thickness across it.
 */
function ribbonBand(page: Page) {
  return page.evaluate(() => {
    const ribbon = document.querySelector<HTMLElement>('.environment-ribbon');
    if (!ribbon || getComputedStyle(ribbon).position !== 'fixed') return null;
    const r = ribbon.getBoundingClientRect();
    return { along: r.x + r.width / 2 - (r.y + r.height / 2), thickness: ribbon.offsetHeight };
  });
}

/**
 * Whether a box reaches into a 45° band or comes within `gap` px of it (the band's shadow): x - y over the box's
 * corners against the band's own span of it.
 */
function crossesBand(band: { along: number; thickness: number }, b: Box, gap = 6): boolean {
  const half = (band.thickness / 2 + gap) * Math.SQRT2;
  return b.x + b.width - b.y > band.along - half && b.x - (b.y + b.height) < band.along + half;
}

const intersects = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

async function signInAt390(tenant: (typeof tenants)[number], viewport = PHONE): Promise<Page> {
  const page = await openPage(browser, tenant.host);
  await page.setViewportSize(viewport);
  const user = tenant.user!;
  if (tenant.externalAuth) {
    await page.getByLabel('Digite seu usuário').fill(user.username ?? user.email);
    await page.getByLabel('Digite sua senha').fill(user.password);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  } else {
    await page.getByLabel('Digite seu e-mail').fill(user.email);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByLabel('Digite sua senha').fill(PASSWORD);
    await page.getByLabel('Digite sua senha').press('Enter');
  }
  await page.waitForURL(/\/(dashboard|menu|script)$/);
  await page.getByRole('banner').getByRole('button', { name: 'Abrir menu' }).waitFor();
  // Above 600 px the entity button is in the header (below, in the hamburger's menu).
  if (tenant.entityShown && viewport.width > 600) await page.getByRole('banner').getByTestId('entity-header').waitFor();
  if (tenant.bannerModal) await page.locator('dialog[open]').getByRole('button', { name: 'Fechar' }).click();
  return page;
}

describe('the phone header at 390 px (issue 14, SPEC §2 "header with hamburger and mobile menu") in Chromium', () => {
  for (const tenant of tenants.filter((t) => t.disabled)) {
    it(`${tenant.id} is disabled: nobody signs in, every route shows /disabled instead of a header`, async () => {
      const page = await openPage(browser, tenant.host, '/dashboard');
      await page.waitForURL('**/disabled');
      expect(await page.getByRole('banner').count()).toBe(0);
      await page.close();
    });
  }

  for (const tenant of tenants.filter((t) => t.forcedOut)) {
    it(`${tenant.id} forces the connection error: its demo user is logged out at once, so no signed-in header`, async () => {
      const page = await openPage(browser, tenant.host);
      await page.setViewportSize(PHONE);
      await page.getByLabel('Digite seu e-mail').fill(tenant.user!.email);
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await page.getByLabel('Digite sua senha').fill(PASSWORD);
      await page.getByLabel('Digite sua senha').press('Enter');
      await page.locator('dialog[open]').getByText('Estamos em manutenção').waitFor();
      await page.locator('dialog[open]').getByRole('button', { name: 'Ok' }).click();
      await page.getByLabel('Digite seu e-mail').waitFor();
      expect(await page.getByRole('banner').count()).toBe(0);
      await page.close();
    });
  }

  for (const tenant of signedInTenants) {
    it(`${tenant.id}: one header row, nothing overlapping; the hamburger's menu by keyboard, Escape returns focus`, async () => {
      expect(tenant.user, `${tenant.id} has a demo user who signs in with a password`).toBeDefined();
      const page = await signInAt390(tenant);
      const banner = page.getByRole('banner');
      const hamburger = banner.getByRole('button', { name: 'Abrir menu' });

      const layout = await layoutBoxes(page);
      expect(layout.overflow).toBeLessThanOrEqual(0);
      expect(layout.app, 'the app name is shown').not.toBeNull();
      expect(layout.controls.length).toBeGreaterThanOrEqual(3);
      // One row: every control's vertical band overlaps every other's, and the header is one control tall.
      const top = Math.max(...layout.controls.map((b) => b.y));
      const bottom = Math.min(...layout.controls.map((b) => b.y + b.height));
      expect(bottom - top, JSON.stringify(layout.controls)).toBeGreaterThan(0);
      expect(layout.header.height).toBeLessThanOrEqual(64);
      for (const [i, a] of layout.controls.entries()) {
        for (const b of layout.controls.slice(i + 1)) expect(intersects(a, b), `${a.name} overlaps ${b.name}`).toBe(false);
        if (layout.ribbon) expect(intersects(layout.ribbon, a), `the ribbon covers ${a.name}`).toBe(false);
      }
      // What no longer fits is in the menu, not on a second row.
      expect(await banner.getByRole('button', { name: 'Sair' }).count()).toBe(0);
      expect(await banner.getByRole('button', { name: 'Minha conta' }).count()).toBe(0);
      await page.screenshot({ path: path.join(shots, `${tenant.id}-390.png`) });
      expect(await seriousViolations(page)).toEqual([]);

      await hamburger.focus();
      await page.keyboard.press('Enter');
      const closeButton = banner.getByRole('button', { name: 'Fechar menu' });
      expect(await closeButton.getAttribute('aria-expanded')).toBe('true');
      const menuId = await closeButton.getAttribute('aria-controls');
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await menu.waitFor();
      expect(await menu.getAttribute('id')).toBe(menuId);
      const account = menu.getByRole('group', { name: 'Minha conta' });
      await account.getByRole('button', { name: 'Meu perfil' }).waitFor();
      await account.getByRole('button', { name: 'Alterar senha' }).waitFor();
      await account.getByRole('button', { name: 'Sair' }).waitFor();
      // The menu follows the header in tab order (after the bell, when there is one).
      for (let i = 0; i < 4 && !(await menu.evaluate((el) => el.contains(document.activeElement))); i += 1) await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      if (tenant.entityShown) {
        // The entity button takes the menu's width: a usual company name is shown whole, not 'Empresa: …'.
        const label = menu.locator('.entity-header-button__label');
        expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth), await label.textContent() ?? '').toBe(true);
      }
      await page.screenshot({ path: path.join(shots, `${tenant.id}-390-menu.png`) });
      expect(await seriousViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
      expect(await hamburger.evaluate((el) => el === document.activeElement)).toBe(true);

      // Desktop keeps its header: 'Minha conta' and 'Sair' in the banner, no hamburger.
      await page.setViewportSize({ width: 1280, height: 800 });
      await banner.getByRole('button', { name: 'Sair' }).waitFor();
      await banner.getByRole('button', { name: 'Minha conta' }).waitFor();
      expect(await hamburger.isVisible()).toBe(false);

      // Back on the phone, an account entry closes the menu and opens its dialog.
      await page.setViewportSize(PHONE);
      await hamburger.click();
      await account.getByRole('button', { name: 'Meu perfil' }).click();
      await menu.waitFor({ state: 'hidden' });
      await page.locator('dialog[open]').waitFor();
      if (tenant.entityShown) {
        // So does the entity button: its selector does not open over a menu that is still open behind it.
        await page.locator('dialog[open]').getByRole('button', { name: 'Fechar' }).click();
        await hamburger.click();
        await menu.getByTestId('entity-header').click();
        await menu.waitFor({ state: 'hidden' });
        await page.locator('dialog[open]').waitFor();
        expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
      }
      await page.close();
    });
  }
});

/**
 * Issue 14, tablet portrait (601-768 px): the header is one row (hamburger, app name, entity button, bell,
 * 'Minha conta', 'Sair'), inside the header, nothing overlapping, the ribbon a strip above it; long texts end in
 * an ellipsis instead of wrapping.
 */
describe('the tablet header at 700 px (issue 14) in Chromium', () => {
  for (const tenant of signedInTenants) {
    it(`${tenant.id}: one row, every control inside the header, nothing overlapping`, async () => {
      const page = await signInAt390(tenant, { width: 700, height: 900 });
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: 'Sair' }).waitFor();
      await banner.getByRole('button', { name: 'Minha conta' }).waitFor();
      const layout = await layoutBoxes(page);
      expect(layout.overflow).toBeLessThanOrEqual(0);
      expect(layout.app, 'the app name is shown').not.toBeNull();
      const names = layout.controls.map((b) => b.name).join(', ');
      expect(layout.controls.length, names).toBeGreaterThanOrEqual(tenant.entityShown ? 7 : 6);
      if (tenant.entityShown) expect(layout.controls.some((b) => /empresa/i.test(b.name)), names).toBe(true);
      const top = Math.max(...layout.controls.map((b) => b.y));
      const bottom = Math.min(...layout.controls.map((b) => b.y + b.height));
      expect(bottom - top, JSON.stringify(layout.controls)).toBeGreaterThan(0);
      expect(layout.header.height).toBeLessThanOrEqual(72);
      for (const [i, a] of layout.controls.entries()) {
        expect(a.x >= layout.header.x && a.x + a.width <= layout.header.x + layout.header.width + 0.5, `${a.name} is cut by the header`).toBe(true);
        for (const b of layout.controls.slice(i + 1)) expect(intersects(a, b), `${a.name} overlaps ${b.name}`).toBe(false);
        if (layout.ribbon) expect(intersects(layout.ribbon, a), `the ribbon covers ${a.name}`).toBe(false);
      }
      // A text that does not fit ends in an ellipsis (no wrapping, no hard cut).
      const clipped = await page.evaluate(() =>
        [...document.querySelectorAll('header.portal-header [data-testid="header-app-name"], header.portal-header .entity-header-button__label')]
          .filter((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis')
          .map((el) => el.textContent),
      );
      expect(clipped).toEqual([]);
      await page.screenshot({ path: path.join(shots, `${tenant.id}-700.png`) });
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });
  }
});

/**
 * At desktop width the environment ribbon is a corner over the header's right end: the header keeps 132 px there
 * for it, and only where a ribbon is shown (a production tenant's 'Sair' sits 28 px from the edge, like the logo).
 * With 96 px the band crossed the top right corner of the last button; with 120 px it passed 2 px from it, its
 * shadow on the button.
 */
describe('the desktop header at 1280 px in Chromium', () => {
  for (const tenant of signedInTenants) {
    it(`${tenant.id}: room on the right for the environment ribbon only where one is shown`, async () => {
      const page = await signInAt390(tenant, { width: 700, height: 900 });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('banner').getByRole('button', { name: 'Sair' }).waitFor();
      const layout = await layoutBoxes(page);
      const room = layout.header.x + layout.header.width - Math.max(...layout.controls.map((b) => b.x + b.width));
      expect(Math.round(room), layout.ribbon ? 'with a ribbon' : 'without a ribbon').toBe(layout.ribbon ? 132 : 28);
      const band = await ribbonBand(page);
      if (band) for (const control of layout.controls) expect(crossesBand(band, control), `the ribbon crosses ${control.name}`).toBe(false);
      await page.close();
    });
  }

  it("local: the bell's panel shows 'Ativar alertas na área de trabalho' on one line, inside the panel", async () => {
    const page = await openPage(browser, 'localhost');
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'ana@demo.com.br');
    await page.waitForURL('**/dashboard');
    await page.locator('.notification-bell__button').click();
    const panel = page.getByRole('region', { name: 'Notificações' });
    const button = panel.getByRole('button', { name: 'Ativar alertas na área de trabalho' });
    await button.waitFor();
    expect(await textLines(button)).toBe(1);
    const [inner, outer] = [(await button.boundingBox())!, (await panel.boundingBox())!];
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
    await page.close();
  });

  it("local: the admin area's first row (a page's action button) keeps clear of the ribbon", async () => {
    const page = await openPage(browser, 'localhost');
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin@demo.com.br');
    await page.waitForURL('**/dashboard');
    await page.goto(`${baseUrl('localhost')}/admin/automations`);
    const button = page.getByRole('button', { name: 'Nova automação' });
    await button.waitFor();
    const band = await ribbonBand(page);
    expect(band, 'local shows its environment ribbon').not.toBeNull();
    const box = (await button.boundingBox())!;
    expect(crossesBand(band!, { name: 'Nova automação', ...box }), 'the ribbon crosses Nova automação').toBe(false);
    await page.close();
  });
});
