import { companyConfigPath } from '../../domain/company-config-path';
import { isPortalPath } from '../../domain/routing';
import { blockedAccessMessage, isCompanyDisabled } from '../../domain/tenant-access';
import type { CompanyConfig } from '../../schemas/company';
import { cookiesAccepted, escapeHtml, firstPaint, type FirstScreen } from './first-paint';
import type { PortalAssets } from './portal-assets';
import { PRELOADS_TEMPLATE, type ShellPage } from './portal-shell';

const sessionCookie = /(^|;)\s*code=[^;]/;
/** Only plain colour values become CSS (a tenant value can never close the rule or the element). */
const cssColour = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|hsl)a?\([0-9.,%\s]+\))$/i;

/**
 * The first paint's own rules: placeholders keep their box only; on a phone the public-modules column (empty
 * here, drawn below the card by the app) is not painted as a band across the screen.
 */
const placeholderCss =
  '.first-paint__placeholder{visibility:hidden}@media (max-width:768px){.first-paint .login-layout__aside{visibility:hidden}}';

/** Which first screen a page load will show, when the server can tell: `/`, or a portal page with a session. */
export function firstScreen(pathname: string, cookieHeader: string | undefined): FirstScreen | null {
  if (pathname === '/') return 'login';
  // A portal section without a session: the guard sends it to /.
  if (isPortalPath(pathname)) return sessionCookie.test(cookieHeader ?? '') ? 'portal' : 'login';
  return null;
}

/** The tenant colours as src/bootstrap/apply-theme.ts sets them, so the first paint has them too. */
function themeStyle(company: CompanyConfig): string {
  const { primary, secondary, active } = company.style.color;
  const vars = [['primary', primary], ['secondary', secondary], ['active', active ?? primary]]
    .filter(([, value]) => value !== undefined && cssColour.test(value))
    .map(([name, value]) => `--color-${name}:${value}`);
  return vars.length ? `<style>:root{${vars.join(';')}}</style>` : '';
}

/**
 * A page load of a known tenant: its title and colours; a preload of the config the start-up fetches (the same
 * URL, src/api/config-api.ts); for `/` and the portal pages, the route chunk's modules (modulepreload, with the
 * nonce), its CSS inlined, and the first paint (server/http/first-paint.ts). The preloads wait in a <template>
 * that the page's start script puts into <head> when the first paint is on screen (server/http/portal-shell.ts). A disabled tenant or a blocked host
 * is sent elsewhere by the app: no first paint there.
 */
export function shellPage(company: CompanyConfig, hostname: string, pathname: string, cookieHeader: string | undefined, assets: PortalAssets): ShellPage {
  const redirected = isCompanyDisabled(company) || blockedAccessMessage(company, hostname) !== null;
  const screen = redirected ? null : firstScreen(pathname, cookieHeader);
  const preload = `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(companyConfigPath(hostname))}">`;
  const route = screen ? assets[screen] : null;
  return {
    title: company.appTitle,
    root: screen ? firstPaint(company, screen, !cookiesAccepted(cookieHeader)) : '',
    head: (nonce) => {
      const preloads = [preload, ...(route?.modules ?? []).map((href) => `<link rel="modulepreload" nonce="${nonce}" crossorigin href="${href}">`)];
      return [
        themeStyle(company),
        route ? `<style>${placeholderCss}\n${route.css}</style>` : '',
        // Without a first paint nothing waits for it: the config preload starts with the page.
        screen ? `<template ${PRELOADS_TEMPLATE}>${preloads.join('')}</template>` : preload,
      ]
        .filter(Boolean)
        .join('\n');
    },
  };
}
