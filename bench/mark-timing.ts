// Time from navigation to a performance mark, in a fresh tab per load (same browser, same HTTP cache).
import type { BrowserContext } from 'playwright-core';

export type MarkedPage = { url: string; mark: string; expectText: string };

/**
 * One load of `page.url` in a fresh tab: the mark's startTime (ms since the navigation began). A page that never
 * sets the mark fails with "no <mark> mark" after `timeoutMs` instead of waiting forever; with `check`, a page
 * that set it but does not show `expectText` fails too (the page is the one meant).
 */
export async function markTime(context: BrowserContext, { url, mark, expectText }: MarkedPage, timeoutMs: number, check = false): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page
      .waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, mark, { timeout: timeoutMs, polling: 50 })
      .catch(() => {
        throw new Error(`no ${mark} mark: ${url} did not set performance.mark('${mark}') within ${timeoutMs} ms (now at ${page.url()})`);
      });
    const at = await page.evaluate((name) => performance.getEntriesByName(name, 'mark')[0]!.startTime, mark);
    if (check && (await page.getByText(expectText, { exact: true }).count()) === 0) {
      throw new Error(`${url} set the ${mark} mark but does not show "${expectText}" (now at ${page.url()})`);
    }
    return at;
  } finally {
    await page.close();
  }
}

/**
 * Each page loaded `loads` times, after one discarded warm-up load each (which also checks `expectText`),
 * the pages taking turns load by load: a shared machine's slow spell falls on both sides alike instead of on
 * whichever was measured then. Returns each page's mark times in ms.
 */
export async function interleavedMarkTimes(
  context: BrowserContext,
  pages: MarkedPage[],
  { loads, timeoutMs }: { loads: number; timeoutMs: number },
): Promise<number[][]> {
  for (const page of pages) await markTime(context, page, timeoutMs, true);
  const times = pages.map(() => [] as number[]);
  for (let i = 0; i < loads; i++) {
    for (const [n, page] of pages.entries()) times[n]!.push(await markTime(context, page, timeoutMs));
  }
  return times;
}
