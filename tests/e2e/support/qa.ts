import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../../..');

/** A stored statechart fixture as JSON (fixtures/statecharts/<folder>/<name>.json). */
export function storedFixture(folder: string, name: string): Record<string, unknown> & { steps: Record<string, unknown>[] } {
  return JSON.parse(readFileSync(path.join(root, 'fixtures', 'statecharts', folder, `${name}.json`), 'utf8')) as never;
}

/** The workbench's inline form of a fixture: base64url of its JSON (src/qa/qa-data.ts encodeFixture). */
export function inlineFixturePath(fixture: unknown): string {
  return `/qa/run?fixture=${Buffer.from(JSON.stringify(fixture), 'utf8').toString('base64url')}`;
}

/** Waits for the workbench to show step `n` (the URL's ?step=N and the controls agree). */
export async function waitForStep(page: Page, n: number): Promise<void> {
  await page.waitForURL((url) => url.searchParams.get('step') === String(n));
  await page.locator(`[data-qa-step="${n}"]`).waitFor();
}
