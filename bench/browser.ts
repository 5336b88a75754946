// Headless Debian Chromium for the figures that need a real page load.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath as executablePath } from '../scripts/chromium';

// The e2e tests' flags (DESIGN.md §6): the floors and the portal load under the same ones.
const args = [...chromiumArgs];

export async function launchChromium(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'bench-chromium-')), { executablePath, headless: true, args });
}

/** The same Chromium with the same flags, for figures that need a first visit per page (a new context each). */
export function launchChromiumBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args });
}
