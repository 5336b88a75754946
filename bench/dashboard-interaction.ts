// One more load of the big tenant's dashboard, watched from inside the page: the main thread's long tasks
// (PerformanceObserver 'longtask') up to the dashboard-ready mark, then opening an item (a click on the first
// item link) timed by Chromium's event timing (PerformanceObserver 'event', durationThreshold 16): the longest
// entry of the click's interaction, i.e. input to the next paint (INP-style).
import type { BrowserContext } from 'playwright-core';

type Probe = { longTasks: number[]; interactions: Record<string, number> };
declare global {
  interface Window {
    __benchProbe?: Probe;
  }
}

export type InteractionFigures = { longestTaskMs: number; longTasks: number; openItemMs: number | null };

export async function dashboardInteraction(
  context: BrowserContext,
  url: string,
  { itemTitle, timeoutMs }: { itemTitle: string; timeoutMs: number },
): Promise<InteractionFigures> {
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const probe: Probe = { longTasks: [], interactions: {} };
      window.__benchProbe = probe;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (!entry.interactionId) continue;
          const key = String(entry.interactionId);
          probe.interactions[key] = Math.max(probe.interactions[key] ?? 0, entry.duration);
        }
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('dashboard-ready', 'mark').length > 0, undefined, { timeout: timeoutMs, polling: 50 });
    // Two frames after the mark: the long tasks of the load are reported by then.
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const load = await page.evaluate(() => [...window.__benchProbe!.longTasks]);
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
