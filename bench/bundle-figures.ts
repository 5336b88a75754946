// Bundle figures: first-load JS from the manifests (budgeted), and what Chromium fetches until network idle.
import { launchChromium } from './browser';
import { firstLoadJs, forbiddenInLogin, measureInitialJs } from './bundle';
import { kib, ratio, type Row } from './report';
import { serveStatic } from './static-server';

/** The routes' own lazy chunks (src/app.tsx lazy-loads them). */
const loginRouteModule = 'src/login/login-route.tsx';
const portalRouteModule = 'src/portal/portal-route.tsx';

export async function bundleFigures({ portalDir, bareDir, port }: { portalDir: string; bareDir: string; port: number }): Promise<Row[]> {
  const floorFirst = firstLoadJs(bareDir, []);
  const loginFirst = firstLoadJs(portalDir, [loginRouteModule]);
  const dashboardFirst = firstLoadJs(portalDir, [portalRouteModule]);
  const browser = await launchChromium();
  const bare = await serveStatic(bareDir);
  try {
    const floorJs = await measureInitialJs(browser, bare.url, 'h1');
    const loginLocal = await measureInitialJs(browser, `http://localhost:${port}/`, 'input[type=email]');
    const loginAcme = await measureInitialJs(browser, `http://acme.portal.test:${port}/`, 'input[type=email]');
    const forbidden = forbiddenInLogin([loginLocal.text, loginAcme.text].join('\n'));
    const floor = `${kib(floorFirst.gzipBytes)} bare React`;
    return [
      ['login route first-load JS (gzip)', kib(loginFirst.gzipBytes), floor, `${ratio(loginFirst.gzipBytes, floorFirst.gzipBytes)} (budget <= 1.70x)`],
      ['dashboard route first-load JS (gzip)', kib(dashboardFirst.gzipBytes), floor, ratio(dashboardFirst.gzipBytes, floorFirst.gzipBytes)],
      ['login JS fetched, acme (no tenant HTML)', kib(loginAcme.gzipBytes), `${kib(floorJs.gzipBytes)} bare React`, ratio(loginAcme.gzipBytes, floorJs.gzipBytes)],
      ['login JS fetched, local (+ DOMPurify, lazy)', kib(loginLocal.gzipBytes), `${kib(floorJs.gzipBytes)} bare React`, ratio(loginLocal.gzipBytes, floorJs.gzipBytes)],
      ['RJSF / ajv compiler in login JS', forbidden.length ? forbidden.join(', ') : 'none', '-', forbidden.length ? 'OVER BUDGET' : 'ok'],
    ];
  } finally {
    await bare.close();
    await browser.close();
  }
}
