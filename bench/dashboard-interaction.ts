// One more load of the big tenant's dashboard, watched from inside the page (page-probe.ts): the main thread's
// long tasks up to the dashboard-ready mark, then opening an item (a click on the first item link) timed by
// Chromium's event timing: the longest entry of the click's interaction, i.e. input to the next paint (INP-style).
import type { BrowserContext } from 'playwright-core';
import { installProbe, readProbe, twoFrames } from './page-probe';

export type InteractionFigures = { longestTaskMs: number; longTasks: number; openItemMs: number | null };

export async function dashboardInteraction(
  context: BrowserContext,
  url: string,
  { itemTitle, timeoutMs }: { itemTitle: string; timeoutMs: number },
): Promise<InteractionFigures> {
  const page = await context.newPage();
  try {
    await installProbe(page);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('dashboard-ready', 'mark').length > 0, undefined, { timeout: timeoutMs, polling: 50 });
    await twoFrames(page);
    const load = (await readProbe(page)).longTasks;
    const link = page.getByText(itemTitle, { exact: true }).first();
    await link.click();
    // The event entry is queued after the next paint: wait for it, bounded (an interaction under 16 ms has none).
    const openItemMs = await page
      .waitForFunction(() => {
        const values = Object.values(window.__benchProbe!.interactions);
        return values.length > 0 ? Math.max(...values) : false;
      }, undefined, { timeout: 5_000, polling: 50 })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => null);
    return { longestTaskMs: load.length ? Math.max(...load) : 0, longTasks: load.length, openItemMs };
  } finally {
    await page.close();
  }
}
