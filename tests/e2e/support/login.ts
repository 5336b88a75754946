import type { Page } from 'playwright-core';

export const PASSWORD = 'Portal@2026';

/** Step 1 then step 2 of the login screen, as a user would type it. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await submitEmail(page, email);
  await page.getByLabel('Digite sua senha').fill(password);
  await page.getByLabel('Digite sua senha').press('Enter');
}

export async function submitEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel('Digite seu e-mail').fill(email);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
}

/** The open alert dialog (native <dialog> shown modally). */
export function openDialog(page: Page) {
  return page.locator('dialog[open]');
}
