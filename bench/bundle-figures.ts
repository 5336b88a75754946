// Bundle figures: first-load JS from the manifests, and what Chromium fetches (gzip on the wire) per demo tenant
// for the login screen and up to a shown dashboard (bench/fetched-figures.ts).
import { firstScreenRoutes } from '../server/http/portal-assets';
import { launchChromium } from './browser';
import { firstLoadJs, forbiddenInLogin, loginJsBudget, measureInitialJs } from './bundle';
import { fetchedRows, measureFetched } from './fetched-figures';
import { kib, ratio, type Row } from './report';
import { serveStatic } from './static-server';

/** The routes' own lazy chunks (src/app.tsx lazy-loads them). */
const { login: loginRouteModule, portal: portalRouteModule } = firstScreenRoutes;

export async function bundleFigures({ portalDir, bareDir, port }: { portalDir: string; bareDir: string; port: number }): Promise<Row[]> {
  const floorFirst = firstLoadJs(bareDir, []);
  const loginFirst = firstLoadJs(portalDir, [loginRouteModule]);
  const dashboardFirst = firstLoadJs(portalDir, [portalRouteModule]);
  const browser = await launchChromium();
  const bare = await serveStatic(bareDir);
  try {
    const loginLocal = await measureInitialJs(browser, `http://localhost:${port}/`, 'input[type=email]');
    const forbidden = forbiddenInLogin(loginLocal.text);
    const floor = `${kib(floorFirst.gzipBytes)} bare React`;
    return [
      [
        'login route first-load JS (manifest, gzip)',
        kib(loginFirst.gzipBytes),
        floor,
        `${ratio(loginFirst.gzipBytes, floorFirst.gzipBytes)} (budget <= ${loginJsBudget.toFixed(2)}x)`,
      ],
      ['dashboard route first-load JS (manifest, gzip)', kib(dashboardFirst.gzipBytes), floor, ratio(dashboardFirst.gzipBytes, floorFirst.gzipBytes)],
      ...fetchedRows(await measureFetched(bare.url, port)),
      ['RJSF / ajv compiler in login JS', forbidden.length ? forbidden.join(', ') : 'none', '-', forbidden.length ? 'OVER BUDGET' : 'ok'],
    ];
  } finally {
    await bare.close();
    await browser.close();
  }
}
