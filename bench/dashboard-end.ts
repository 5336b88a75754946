// Untimed: the virtualised dashboard draws only the rows near the viewport, so its last entry is not in the DOM
// at 'dashboard-ready'. This load scrolls to the end of the page (the total height grows as rows are measured)
// and proves the last entry is then on screen.
import type { BrowserContext } from 'playwright-core';

export async function showsLastEntry(context: BrowserContext, url: string, { text, timeoutMs }: { text: string; timeoutMs: number }): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('dashboard-ready', 'mark').length > 0, undefined, { timeout: timeoutMs, polling: 50 });
    const entry = page.getByText(text, { exact: true });
    for (let i = 0; i < 20; i++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      if ((await entry.count()) > 0 && (await entry.first().isVisible())) return;
    }
    throw new Error(`${url}: scrolled to the end of the dashboard but "${text}" is not shown`);
  } finally {
    await page.close();
  }
}
