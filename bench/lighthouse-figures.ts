// Core Web Vitals of the demo tenant's login and dashboard pages from Lighthouse (npm `lighthouse`), mobile
// profile with its default (simulated) throttling, driving Debian's Chromium through chrome-launcher (never a
// download). The dashboard needs a session: ana signs in through the API and her `code` cookie is put in the
// browser as the app keeps it (src/session/cookies.ts) over CDP; Lighthouse then keeps the storage.
// Reports (JSON and HTML) stay in bench/.out/lighthouse/ as artifacts. The floor: the bare Vite React page
// (bench/bare-react, built in the same run) under the same Lighthouse settings, so a figure the machine itself
// cannot reach shows as such. Each page is measured BENCH_LH_RUNS times (5 by default, as Lighthouse's variability
// guide advises): each figure is the median of its runs, the TBT of every run is printed beside it, and the kept
// report is the run Lighthouse's own computeMedianRun picks (closest to the median FCP and TTI).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../scripts/chromium';
import { apiLogin } from './api-login';
import { serveStatic } from './static-server';
import { median, type Row } from './report';

/** One Lighthouse result (its `LH.Result`). */
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

type Options = { port: number; outDir: string; bareDir: string };
const targets = { score: 95, lcpMs: 1500, cls: 0.05, tbtMs: 100 };
/** Lighthouse runs per page (its variability guide: 5 runs halve the spread of a single one). */
const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 5));
/** Runs per page that Lighthouse may fail to measure before the bench gives up. */
const maxFailedRuns = 2;

export async function lighthouseFigures({ port, outDir, bareDir }: Options): Promise<Row[]> {
  const dir = join(outDir, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const code = await apiLogin(port, 'localhost', 'local', 'ana@demo.com.br', 'Portal@2026');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
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
      const results: { lhr: Lhr; json: string; html: string }[] = [];
      const failed: string[] = [];
      while (results.length < runs) {
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
        const final = result.lhr.finalDisplayedUrl;
        if (page.signedIn && !final.includes('/dashboard')) throw new Error(`lighthouse dashboard run ended at ${final}, not the dashboard`);
        // A run Lighthouse could not measure (NO_FCP and the like: seen once in a full bench of 2026-11-29) is run
        // again, up to maxFailedRuns per page, and named in the row, instead of failing the whole bench.
        const error = result.lhr.runtimeError?.code ?? (result.lhr.audits['first-contentful-paint']?.numericValue === undefined ? 'NO_FCP' : null);
        if (error) {
          failed.push(error);
          if (failed.length > maxFailedRuns) throw new Error(`lighthouse could not measure ${page.url}: ${failed.join(', ')}`);
          continue;
        }
        const [json, html] = result.report as string[];
        results.push({ lhr: result.lhr, json: json!, html: html! });
      }
      // The kept report is the run Lighthouse's computeMedianRun picks; each figure is its own median over the runs
      // (that run's TBT alone can sit far from the others').
      const medianRun = results.find((r) => r.lhr === computeMedianRun(results.map((x) => x.lhr)))!;
      writeFileSync(join(dir, `${page.file}.report.json`), medianRun.json);
      writeFileSync(join(dir, `${page.file}.report.html`), medianRun.html);
      const each = (read: (lhr: Lhr) => number | null | undefined) => results.map((r) => read(r.lhr) ?? NaN);
      const score = Math.round(100 * median(each((lhr) => lhr.categories.performance?.score)));
      const lcp = median(each((lhr) => lhr.audits['largest-contentful-paint']?.numericValue));
      const cls = median(each((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue));
      const tbts = each((lhr) => lhr.audits['total-blocking-time']?.numericValue);
      const tbt = median(tbts);
      const met = score >= targets.score && lcp <= targets.lcpMs && cls < targets.cls && tbt <= targets.tbtMs;
      const label = page.file === 'bare-react' ? `lighthouse mobile, ${page.name}` : `lighthouse mobile, ${page.name} (tenant local)`;
      rows.push([
        label,
        `median of ${runs}: score ${score}, LCP ${(lcp / 1000).toFixed(2)} s, CLS ${cls.toFixed(3)}, TBT ${tbt.toFixed(0)} ms (each run: ${tbts.map((t) => t.toFixed(0)).join(', ')})${failed.length ? `; runs measured again: ${failed.join(', ')}` : ''}`,
        `target score >= ${targets.score}, LCP <= 1.5 s, CLS < ${targets.cls}, TBT <= ${targets.tbtMs} ms`,
        met ? 'met' : 'not met',
      ]);
      // Where the TBT comes from: the kept run's long tasks (Lighthouse's simulated durations), by script or
      // 'Unattributable' (the browser's own work: navigation, the page's V8 context, style and layout).
      const tasks = longTasks(medianRun.lhr);
      if (tasks) rows.push([`${label}: long tasks of the kept run`, tasks, 'TBT counts what each task after FCP takes over 50 ms', '-']);
    }
  } finally {
    await chrome.kill();
    await bare.close();
  }
  return rows;
}

/** The long tasks of a Lighthouse run, longest first: 'index 88 ms, Unattributable 84 ms, ...' (null when none). */
function longTasks(lhr: Lhr): string | null {
  const details = lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number }[] } | undefined;
  const items = [...(details?.items ?? [])].sort((a, b) => b.duration - a.duration);
  if (items.length === 0) return null;
  const name = (url: string) => {
    if (!URL.canParse(url)) return url; // 'Unattributable'
    return (new URL(url).pathname.split('/').pop() || url).replace(/-[\w-]{8}\.js$/, '.js');
  };
  return items.map((t) => `${name(t.url)} ${Math.round(t.duration)} ms`).join(', ');
}
