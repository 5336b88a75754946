// Time from navigation to a performance mark and to the frame that shows it, in a fresh tab per load (same
// browser, same HTTP cache).
import type { BrowserContext, Page } from 'playwright-core';

export type MarkedPage = { url: string; mark: string; expectText: string };
/** ms since the navigation began: the page's mark, and the end of the first frame drawn after it. */
export type MarkTimes = { mark: number; painted: number };

const paintedSuffix = ':painted';

/**
 * Every performance.mark of the page also marks `<name>:painted` once the next frame is drawn: a rAF callback
 * runs just before that frame's style, layout and paint, and a message it posts runs after them. Both pages mark
 * in a React effect, which React runs before or after the browser's next frame as the scheduler's timing falls:
 * the plain list of 4,000 entries gave 110-140 ms on some loads and 255-310 ms on others (one run of
 * 2026-11-29), while its frame was on screen at 256-317 ms on every load.
 */
async function markPaintedFrames(page: Page): Promise<void> {
  await page.addInitScript((suffix: string) => {
    const mark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      const entry = mark(name, options);
      if (!name.endsWith(suffix)) {
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => mark(`${name}${suffix}`);
          channel.port2.postMessage(null);
        });
      }
      return entry;
    };
  }, paintedSuffix);
}

/**
 * One load of `page.url` in a fresh tab: the mark's startTime and its frame's. A page that never sets the mark
 * fails with "no <mark> mark" after `timeoutMs` instead of waiting forever; with `check`, a page that set it but
 * does not show `expectText` fails too (the page is the one meant).
 */
export async function markTime(context: BrowserContext, { url, mark, expectText }: MarkedPage, timeoutMs: number, check = false): Promise<MarkTimes> {
  const page = await context.newPage();
  try {
    await markPaintedFrames(page);
    await page.goto(url, { waitUntil: 'commit' });
    const painted = `${mark}${paintedSuffix}`;
    await page
      .waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, painted, { timeout: timeoutMs, polling: 50 })
      .catch(() => {
        throw new Error(`no ${mark} mark: ${url} did not set performance.mark('${mark}') within ${timeoutMs} ms (now at ${page.url()})`);
      });
    const at = (name: string) => page.evaluate((n) => performance.getEntriesByName(n, 'mark')[0]!.startTime, name);
    const times = { mark: await at(mark), painted: await at(painted) };
    if (check && (await page.getByText(expectText, { exact: true }).count()) === 0) {
      throw new Error(`${url} set the ${mark} mark but does not show "${expectText}" (now at ${page.url()})`);
    }
    return times;
  } finally {
    await page.close();
  }
}

/**
 * Each page loaded `loads` times, after one discarded warm-up load each (which also checks `expectText`),
 * the pages taking turns load by load: a shared machine's slow spell falls on both sides alike instead of on
 * whichever was measured then. Returns each page's times.
 */
export async function interleavedMarkTimes(
  context: BrowserContext,
  pages: MarkedPage[],
  { loads, timeoutMs }: { loads: number; timeoutMs: number },
): Promise<MarkTimes[][]> {
  for (const page of pages) await markTime(context, page, timeoutMs, true);
  const times = pages.map(() => [] as MarkTimes[]);
  for (let i = 0; i < loads; i++) {
    for (const [n, page] of pages.entries()) times[n]!.push(await markTime(context, page, timeoutMs));
  }
  return times;
}
