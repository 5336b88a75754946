// Core Web Vitals of the demo tenant's login and dashboard pages from Lighthouse (npm `lighthouse`), mobile
// profile with its default (simulated) throttling, driving Debian's Chromium through chrome-launcher (never a
// download). The dashboard needs a session: ana signs in through the API and her `code` cookie is put in the
// browser as the app keeps it (src/session/cookies.ts) over CDP; Lighthouse then keeps the storage.
// Reports (JSON and HTML) stay in bench/.out/lighthouse/ as artifacts. The floor: the bare Vite React page
// (bench/bare-react, built in the same run) under the same Lighthouse settings, so a figure the machine itself
// cannot reach shows as such.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { apiLogin } from './api-login';
import { serveStatic } from './static-server';
import type { Row } from './report';

type Options = { port: number; outDir: string; bareDir: string };
const targets = { score: 95, lcpMs: 1500, cls: 0.05, tbtMs: 100 };

export async function lighthouseFigures({ port, outDir, bareDir }: Options): Promise<Row[]> {
  const dir = join(outDir, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const code = await apiLogin(port, 'localhost', 'local', 'ana@demo.com.br', 'Portal@2026');
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: Row[] = [];
  const bare = await serveStatic(bareDir);
  try {
    const pages = [
      { name: 'bare React page (floor)', file: 'bare-react', url: bare.url, signedIn: false },
      { name: 'login', file: 'login', url: `http://localhost:${port}/`, signedIn: false },
      { name: 'dashboard', file: 'dashboard', url: `http://localhost:${port}/dashboard`, signedIn: true },
    ];
    for (const page of pages) {
      if (page.signedIn) {
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        await cdp.contexts()[0]!.addCookies([{ name: 'code', value: encodeURIComponent(code), domain: 'localhost', path: '/', sameSite: 'Lax' }]);
        await cdp.close();
      }
      const result = await lighthouse(
        page.url,
        { port: chrome.port, output: ['json', 'html'], logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: page.signedIn },
        undefined,
      );
      if (!result) throw new Error(`lighthouse gave no result for ${page.url}`);
      const [json, html] = result.report as string[];
      writeFileSync(join(dir, `${page.file}.report.json`), json!);
      writeFileSync(join(dir, `${page.file}.report.html`), html!);
      const lhr = result.lhr;
      const final = lhr.finalDisplayedUrl;
      if (page.signedIn && !final.includes('/dashboard')) throw new Error(`lighthouse dashboard run ended at ${final}, not the dashboard`);
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
      const met = score >= targets.score && lcp <= targets.lcpMs && cls < targets.cls && tbt <= targets.tbtMs;
      rows.push([
        page.file === 'bare-react' ? `lighthouse mobile, ${page.name}` : `lighthouse mobile, ${page.name} (tenant local)`,
        `score ${score}, LCP ${(lcp / 1000).toFixed(2)} s, CLS ${cls.toFixed(3)}, TBT ${tbt.toFixed(0)} ms`,
        `target score >= ${targets.score}, LCP <= 1.5 s, CLS < ${targets.cls}, TBT <= ${targets.tbtMs} ms`,
        met ? 'met' : 'not met',
      ]);
    }
  } finally {
    await chrome.kill();
    await bare.close();
  }
  return rows;
}
