// Time from navigation to a performance mark, in a fresh tab per load (same browser, same HTTP cache).
import type { BrowserContext } from 'playwright-core';

/**
 * Loads `url` `loads` times (after one discarded warm-up load, which must show `expectText`) and returns
 * each load's mark time in ms (the mark's startTime: ms since the navigation began). A page that never sets the mark fails with
 * "no <mark> mark" after `timeoutMs` instead of waiting forever.
 */
export async function markTimes(
  context: BrowserContext,
  url: string,
  { mark, loads, timeoutMs, expectText }: { mark: string; loads: number; timeoutMs: number; expectText: string },
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i <= loads; i++) {
    const page = await context.newPage();
    try {
      await page.goto(url, { waitUntil: 'commit' });
      await page
        .waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, mark, { timeout: timeoutMs, polling: 50 })
        .catch(() => {
          throw new Error(`no ${mark} mark: ${url} did not set performance.mark('${mark}') within ${timeoutMs} ms (now at ${page.url()})`);
        });
      const at = await page.evaluate((name) => performance.getEntriesByName(name, 'mark')[0]!.startTime, mark);
      // The warm-up load also proves the page is the one meant: the last entry is on it.
      if (i === 0 && (await page.getByText(expectText, { exact: true }).count()) === 0) {
        throw new Error(`${url} set the ${mark} mark but does not show "${expectText}" (now at ${page.url()})`);
      }
      if (i > 0) times.push(at);
    } finally {
      await page.close();
    }
  }
  return times;
}
