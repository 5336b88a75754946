// `npm run replay -- --report DIR`: writes DIR/index.html and DIR/assets/ (style, screenshots) from the replay
// results; screenshots from a running portal (--base-url) or one started like the e2e setup, or none.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MachineCoverage } from '../../machines/replay/coverage';
import { reportCss, reportHtml, type ReportEntry } from './report-html';
import { takeScreenshots } from './report-screens';
import { startReportServer } from './report-server';

export type ReportOptions = { dir: string; screenshots: boolean; baseUrl?: string };

export async function writeReport(entries: ReportEntry[], coverage: MachineCoverage[], options: ReportOptions): Promise<{ file: string; shots: number }> {
  mkdirSync(path.join(options.dir, 'assets'), { recursive: true });
  let shots = 0;
  if (options.screenshots && entries.some((e) => e.result)) {
    const server = options.baseUrl ? null : await startReportServer();
    try {
      shots = await takeScreenshots(options.baseUrl ?? server!.baseUrl, entries, options.dir);
    } finally {
      await server?.stop();
    }
  }
  writeFileSync(path.join(options.dir, 'assets', 'report.css'), reportCss);
  const file = path.join(options.dir, 'index.html');
  writeFileSync(file, reportHtml(entries, coverage));
  return { file, shots };
}
