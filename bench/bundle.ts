// Initial JS of a page as a browser loads it: every script response, gzip-compressed, added up.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * The quality bar's budget: the login route's first-load JS (gzip) at most this many times the bare Vite React
 * page's. The bench prints it; tests/e2e/bundle-guard.test.ts fails past it (bytes, not time: no timed test).
 */
export const loginJsBudget = 1.7;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };

/**
 * First-load JS of a route from Vite's manifest: the entry, the route's own lazy chunk, and everything either
 * imports statically (the usual "first load JS" definition). Dynamic imports a route makes later are left out;
 * the Chromium figure above counts those too.
 */
export function firstLoadJs(distDir: string, routeSources: string[]): { gzipBytes: number; files: string[] } {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const src of routeSources) {
    if (!manifest[src]) throw new Error(`route module ${src} is not a chunk of the build (manifest keys: ${Object.keys(manifest).join(', ')})`);
    visit(src);
  }
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  return { gzipBytes: files.reduce((sum, f) => sum + gzipSync(readFileSync(join(distDir, f))).length, 0), files };
}
