// Screenshots for the replay report (issue 15): each step of each fixture whose machine has a screen, taken from
// the QA workbench (/qa/run?fixture=<base64url>&step=N, the real screen in [data-qa-screen]) in one Chromium,
// one page reused, stepping with the workbench's own arrow key instead of reloading.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { anchorOf, type ReportEntry } from './report-html';

/** Fills each replayed entry's `shots` (PNG files under DIR/assets/shots/); returns how many were taken. */
export async function takeScreenshots(baseUrl: string, entries: ReportEntry[], dir: string): Promise<number> {
  const shotsDir = path.join(dir, 'assets', 'shots');
  mkdirSync(shotsDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs],
  });
  let taken = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
    // The login notice and the cookie banner marked as seen (as e2e does), so they do not cover the screen.
    await context.addCookies(['watched', 'cookie-policy-accepted'].map((name) => ({ name, value: 'true', url: baseUrl })));
    const page = await context.newPage();
    for (const entry of entries) {
      if (!entry.fixture || !entry.result) continue;
      const inline = Buffer.from(JSON.stringify(entry.fixture), 'utf8').toString('base64url');
      await page.goto(`${baseUrl}/qa/run?fixture=${inline}&step=0`);
      await page.locator('[data-qa-step="0"]').waitFor();
      const screen = page.locator('[data-qa-screen]');
      await screen.waitFor();
      // Machines without a screen of their own show state and context only: no screenshot.
      if ((await screen.locator('.qa-screen__plain').count()) > 0) continue;
      entry.shots = {};
      for (let n = 0; n <= entry.result.steps.length; n++) {
        if (n > 0) {
          await page.keyboard.press('ArrowRight');
          await page.locator(`[data-qa-step="${n}"]`).waitFor();
        }
        const file = `${anchorOf(entry.name)}-${n}.png`;
        await screen.screenshot({ path: path.join(shotsDir, file), animations: 'disabled' });
        entry.shots[n] = `assets/shots/${file}`;
        taken++;
      }
    }
  } finally {
    await browser.close();
  }
  return taken;
}
