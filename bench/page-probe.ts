// What a page's main thread does, watched from inside it: long tasks (PerformanceObserver 'longtask') and each
// interaction's longest event entry (PerformanceObserver 'event', durationThreshold 16), i.e. input to the next
// paint (INP-style). Installed as an init script, so it sees a load from its first task.
import type { Page } from 'playwright-core';

type Probe = { longTasks: number[]; interactions: Record<string, number> };
declare global {
  interface Window {
    __benchProbe?: Probe;
  }
}

export type ProbeReading = { longTasks: number[]; interactions: number[] };

export async function installProbe(page: Page): Promise<void> {
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
}

/** What the probe saw since the page loaded or since the last `resetProbe`. */
export function readProbe(page: Page): Promise<ProbeReading> {
  return page.evaluate(() => ({ longTasks: [...window.__benchProbe!.longTasks], interactions: Object.values(window.__benchProbe!.interactions) }));
}

export function resetProbe(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.__benchProbe!.longTasks = [];
    window.__benchProbe!.interactions = {};
  });
}

/** Two frames: the long tasks and event entries of what came before are reported by then. */
export function twoFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok()))));
}
