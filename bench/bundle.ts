// Initial JS of a page as a browser loads it: every script response, gzip-compressed, added up.
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

export type PageScripts = { gzipBytes: number; rawBytes: number; files: string[]; text: string };

export async function measureInitialJs(context: BrowserContext, url: string, readySelector: string): Promise<PageScripts> {
  const page = await context.newPage();
  const bodies: Promise<{ url: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(response.body().then((body) => ({ url: response.url(), body })));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(readySelector);
  const scripts = await Promise.all(bodies);
  await page.close();
  return {
    gzipBytes: scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0),
    rawBytes: scripts.reduce((sum, s) => sum + s.body.length, 0),
    files: scripts.map((s) => new URL(s.url).pathname),
    text: scripts.map((s) => s.body.toString('utf8')).join('\n'),
  };
}

/** Markers that only the RJSF library or the ajv run-time compiler carry. */
export function forbiddenInLogin(text: string): string[] {
  const markers: [string, RegExp][] = [
    ['RJSF', /@rjsf|rjsf-|getDefaultRegistry/],
    ['ajv compiler', /new Function\(|strictTuples|\$async/],
  ];
  return markers.filter(([, re]) => re.test(text)).map(([name]) => name);
}
