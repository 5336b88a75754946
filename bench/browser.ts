// Headless Debian Chromium for the figures that need a real page load.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const executablePath = '/usr/lib/chromium/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP *.portal.test 127.0.0.1'];

export async function launchChromium(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'bench-chromium-')), { executablePath, headless: true, args });
}

/** The same Chromium with the same flags, for figures that need a first visit per page (a new context each). */
export function launchChromiumBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args });
}
