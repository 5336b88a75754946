import { ribbonText } from '../../domain/environment';
import { loginMessages } from '../../domain/messages/login';
import { publicModules } from '../../domain/public-modules';
import type { CompanyConfig } from '../../schemas/company';

/** The first screens the server draws before the app's code runs: the login page and the portal's frame. */
export type FirstScreen = 'login' | 'portal';

/** The login banner's cookie (src/login/login-extras.tsx COOKIE_POLICY): once accepted, no banner. */
const COOKIE_POLICY = 'cookie-policy-accepted';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Whether the request carries the accepted-cookies cookie (then neither screen shows the cookie banner). */
export function cookiesAccepted(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${COOKIE_POLICY}=`));
}

/** A box kept for its size only (the app's control takes its place): invisible, so nothing can be clicked early. */
const placeholder = (className: string, text: string) => `<span class="${className} first-paint__placeholder">${escapeHtml(text)}</span>`;

/** The cookie banner as the login screen (renderers/login/cookie-banner.tsx) or the portal (cookie-disclaimer.tsx) draw it. */
function cookieBanner(contact: string, screen: FirstScreen): string {
  const text = `<p class="cookie-banner__text">${escapeHtml(loginMessages.ui.cookieText(contact))}</p>`;
  const accept = placeholder('button button--primary', loginMessages.cookieBanner.accept);
  if (screen === 'login') return `<section class="cookie-banner">${text}${accept}</section>`;
  return `<section class="cookie-banner cookie-disclaimer">${text}${accept}${placeholder('cookie-disclaimer__close', '×')}</section>`;
}

/**
 * The tenant-branded first paint put into #root (React replaces it on its first render): the environment
 * ribbon, the login card's header and title or the portal header, and the cookie banner when it is due, with
 * the app's own classes (their CSS is inlined in the page), so the largest text of the first screen is painted
 * from the HTML alone at the size the app will draw it. Inert and hidden from assistive technology: the app's
 * own elements are the ones to use. Every tenant text is escaped.
 */
export function firstPaint(company: CompanyConfig, screen: FirstScreen, showCookieBanner: boolean): string {
  const ribbon = ribbonText(company.id);
  const name = escapeHtml(company.appName);
  const initial = escapeHtml(company.appName.charAt(0).toUpperCase());
  const banner = showCookieBanner && company.lgpd ? cookieBanner(company.lgpd.contact, screen) : '';
  const parts = [ribbon ? `<div class="environment-ribbon">${escapeHtml(ribbon)}</div>` : ''];
  if (screen === 'login') {
    const aside = publicModules(company.modules).length > 0;
    parts.push(
      `<div class="login-layout${aside ? ' login-layout--with-aside' : ''}">`,
      aside ? '<aside class="login-layout__aside"></aside>' : '',
      '<main class="login-layout__main"><section class="login-card"><header class="login-card__header">',
      `<span class="login-card__logo">${initial}</span><span class="login-card__app">${name}</span></header>`,
      `<h1 class="login-card__title">${escapeHtml(loginMessages.login.title)}</h1></section>${banner}</main></div>`,
    );
  } else {
    parts.push(
      '<div class="portal-frame"><header class="portal-header portal-header--compact"><span class="portal-header__brand">',
      `<span class="portal-header__logo">${initial}</span><span class="portal-header__app">${name}</span></span></header>`,
      `${banner}</div>`,
    );
  }
  return `<div class="first-paint" aria-hidden="true" inert>${parts.join('')}</div>`;
}
