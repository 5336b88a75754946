// Renders the portal's favicons (public/*.png, 32 x 32) from their SVG sources in scripts/favicons/, in Debian's
// Chromium: `npx tsx scripts/favicons.ts`. PNG, not SVG, on purpose: the browser decodes a page's favicon on the
// page's main thread, and an SVG one builds a whole isolated SVG document there (4–18 ms per load in the
// Chromium of 2026-11-29, in the middle of the page's start-up), where a 32 x 32 PNG costs next to nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium';

const root = join(import.meta.dirname, '..');
const size = 32;
/** Each source SVG and the file the portal serves. */
const icons = [
  { svg: 'scripts/favicons/favicon.svg', png: 'public/favicon.png' },
  { svg: 'scripts/favicons/notification.svg', png: 'public/favicon-notification.png' },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
try {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  for (const icon of icons) {
    const svg = readFileSync(join(root, icon.svg), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><body style="margin:0;background:transparent">${svg}</body>`);
    writeFileSync(join(root, icon.png), await page.screenshot({ omitBackground: true, type: 'png' }));
    console.log(`${icon.svg} -> ${icon.png}`);
  }
} finally {
  await browser.close();
}
