import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, tenantOf, type Host } from './browser';
import { openDialog, submitEmail } from './login';

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
