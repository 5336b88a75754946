import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, tenantOf, type Browser, type Host } from './browser';
import { openDialog, signIn, submitEmail } from './login';

type Mail = { to: string; subject: string; links: string[] };

/** The newest link mailed to `to` whose path starts with `path`, waited for in /dev/outbox.json. */
export async function mailedLink(to: string, path: string, host: Host = 'localhost', not?: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${baseUrl(host)}/dev/outbox.json`)).json()) as Mail[];
      found = outbox
        .filter((mail) => mail.to === to)
        .flatMap((mail) => mail.links)
        .find((link) => new URL(link).pathname === path && link !== not);
      return found;
    }, { timeout: 15_000 })
    .toBeTruthy();
  return found!;
}

/** Asks for a registration on the login screen (unknown e-mail -> confirm -> 'E-mail enviado com sucesso!'). */
export async function requestRegistration(page: Page, email: string): Promise<string> {
  await submitEmail(page, email);
  const dialog = openDialog(page);
  await dialog.getByRole('radio', { name: email }).check();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await openDialog(page).getByText('E-mail enviado com sucesso!').waitFor();
  await openDialog(page).getByRole('button', { name: 'Ok' }).click();
  return mailedLink(email, '/register');
}

/** A session code straight from the login API (as another device would get it). */
export async function apiLogin(email: string, password: string, host: Host = 'localhost'): Promise<string> {
  const response = await fetch(`${baseUrl(host)}/auth/v1/general/app/${tenantOf(host)}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data: { code: string } };
  expect(response.status).toBe(200);
  return body.data.code;
}

/** An API call with a session code, answering the envelope's data. */
export async function apiCall<T>(path: string, code: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${baseUrl('localhost')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', code },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { data: T };
  expect(response.status).toBe(200);
  return reply.data;
}

/** The page's stored session code (cookie 'code'). */
export async function pageCode(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(page.url())).find((c) => c.name === 'code');
  expect(cookie).toBeDefined();
  return cookie!.value;
}

/**
 * `email` signed in on `localhost` and at `path`, with the notifications socket held unanswered: a session ended
 * behind the page (endSessionBehind) is found by the page's next call, not closed at once by the socket (4401).
 */
export async function signInHoldingSocket(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await openPage(browser, 'localhost');
  await page.routeWebSocket(/\/notifications\/v1\/socket$/, () => undefined);
  await signIn(page, email);
  await page.waitForURL('**/dashboard');
  await page.goto(`${baseUrl('localhost')}${path}`);
  return page;
}

/** Ends the page's session on the server, as another tab's 'Sair' or an admin would. */
export async function endSessionBehind(page: Page): Promise<void> {
  await apiCall('/auth/v1/session/app/local/logout', await pageCode(page));
}

/** The login's 'Sua sessão terminou', dismissed as a person does. */
export async function dismissSessionEnded(page: Page): Promise<void> {
  await page.getByRole('alertdialog', { name: 'Sua sessão terminou' }).getByRole('button', { name: 'Ok' }).click();
}
