import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { mailedLink } from './accounts';
import { baseUrl, uniqueName } from './browser';
import { PASSWORD } from './login';

type Method = 'GET' | 'POST' | 'DELETE';

/** A call on tenant local with a session code; answers the envelope's data (status 200 expected). */
export async function localCall<T>(method: Method, path: string, code: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl('localhost')}${path}`, {
    method,
    headers: { 'content-type': 'application/json', code },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
  const reply = (await response.json()) as { data: T };
  expect(response.status, JSON.stringify(reply)).toBe(200);
  return reply.data;
}

/**
 * A new user of tenant local, registered through the API (mailed link, then the password) with notification
 * consent given, so a test can change its entities without touching the shared demo users.
 */
export async function freshUser(prefix: string, nick = 'Fábio Novo'): Promise<{ email: string; code: string }> {
  const email = `${uniqueName(prefix)}@demo.com.br`;
  const created = await fetch(`${baseUrl('localhost')}/auth/v1/general/app/local/user/${email}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'send-email': 'true' },
    body: '{}',
  });
  expect(created.status).toBe(200);
  const hash = new URL(await mailedLink(email, '/register')).searchParams.get('hash') ?? '';
  const done = await fetch(`${baseUrl('localhost')}/auth/v1/general/app/local/user/${email}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'created-hash': hash },
    body: JSON.stringify({ nick, password: PASSWORD }),
  });
  const { data } = (await done.json()) as { data: { code: string } };
  expect(done.status).toBe(200);
  await localCall('POST', '/auth/v1/session/app/local/user/update', data.code, { notifications: { whatsapp: { status: true } } });
  return { email, code: data.code };
}

type Mail = { to: string; text: string };

/** The newest 6-digit entity MFA code mailed to `to` (other than `not`), from /dev/outbox.json. */
export async function mailedMfaCode(to: string, not?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${baseUrl('localhost')}/dev/outbox.json`)).json()) as Mail[];
      code = outbox.filter((m) => m.to === to).map((m) => /é: (\d{6})/.exec(m.text)?.[1]).find((c) => c !== undefined);
      return code !== undefined && code !== not;
    }, { timeout: 15_000 })
    .toBe(true);
  return code!;
}

/** The open native dialog with `title` (its heading). */
export function dialogNamed(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

/** Opens a 'Minha conta' entry. */
export async function openAccountEntry(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Minha conta' }).click();
  await page.getByRole('button', { name: label, exact: true }).click();
}
