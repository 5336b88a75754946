import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './databases';

// Issue 14 (LCP): the page of a known tenant carries its config preload, the route chunk's modulepreloads (each
// with the response's CSP nonce), the route's CSS inlined instead of the entry's render-blocking stylesheet,
// and the first paint in #root. A built portal in miniature: the manifest shape Vite writes.
const indexHtml = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Portal</title>
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-R.js">
    <link rel="stylesheet" crossorigin href="/assets/index-E.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_react-R.js'], css: ['assets/index-E.css'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  'src/login/login-route.tsx': { file: 'assets/login-route-L.js', imports: ['_react-R.js', 'index.html', '_login-screen-S.js'] },
  '_login-screen-S.js': { file: 'assets/login-screen-S.js', css: ['assets/login-screen-S.css'] },
  'src/portal/portal-route.tsx': { file: 'assets/portal-route-P.js', imports: ['index.html'], css: ['assets/portal-route-P.css'] },
};
const files: Record<string, string> = {
  'assets/index-E.css': '.entry-rule{color:red}',
  'assets/login-screen-S.css': '.login-rule{color:blue}',
  'assets/portal-route-P.css': '.portal-rule{color:green}',
};

describe('portal shell tags (pglite)', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    const portalDir = path.join(os.tmpdir(), `portal-shell-${process.pid}`);
    mkdirSync(path.join(portalDir, '.vite'), { recursive: true });
    mkdirSync(path.join(portalDir, 'assets'), { recursive: true });
    writeFileSync(path.join(portalDir, 'index.html'), indexHtml);
    writeFileSync(path.join(portalDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(portalDir, name), text);
    t = await startTestApp('pglite', { config: { portalDir } });
  });
  afterAll(() => t.close());

  const get = (url: string, host = 'localhost:3000', cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const tags = (html: string, re: RegExp) => html.match(re) ?? [];

  it('puts the nonce on every script and modulepreload, and preloads the login chunks and the config on /', async () => {
    const res = await get('/');
    const nonce = nonceOf(String(res.headers['content-security-policy']));
    expect(nonce).toBeTruthy();
    const scripts = tags(res.body, /<(script|link)\b[^>]*>/g).filter((tag) => /<script|modulepreload/.test(tag));
    expect(scripts.length).toBe(5);
    expect(res.body).toContain(`<link nonce="${nonce}" rel="modulepreload" crossorigin href="/assets/index-E.js">`);
    expect(res.body).toContain(`import("/assets/index-E.js")`);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin href="/core/v1/integration/config/get?id=local">');
    expect(res.body).toContain('href="/assets/login-route-L.js"');
    expect(res.body).toContain('href="/assets/login-screen-S.js"');
    expect(res.body).not.toContain('portal-route-P');
    expect(res.body).toContain('.entry-rule{color:red}');
    expect(res.body).toContain('.login-rule{color:blue}');
    expect(res.body).not.toContain('rel="stylesheet"');
    expect(res.body).toContain('<title>Portal Demo</title>');
    // Under the first paint every preload waits in a template the start script puts into <head>.
    const outsideTemplates = res.body.replace(/<template data-preloads>.*?<\/template>/gs, '');
    expect(outsideTemplates).not.toMatch(/rel="(modulepreload|preload)"/);
    expect(res.body).toContain('<div class="first-paint" aria-hidden="true" inert>');
    expect(res.body).toContain('<h1 class="login-card__title">Seja bem-vindo</h1>');
    expect(res.body).toContain('privacidade@demo.com.br');
  });

  it('a portal page with a session gets the portal chunk and frame; without one, the login', async () => {
    const signed = await get('/dashboard', 'localhost:3000', 'code=abc');
    expect(signed.body).toContain('href="/assets/portal-route-P.js"');
    expect(signed.body).toContain('.portal-rule{color:green}');
    expect(signed.body).toContain('class="portal-header__app">Portal Demo<');
    expect(signed.body).toContain('cookie-disclaimer');
    const anonymous = await get('/dashboard');
    expect(anonymous.body).toContain('href="/assets/login-route-L.js"');
    expect(anonymous.body).not.toContain('portal-route-P');
  });

  it('preloads the host\'s cached document on other hosts; no cookie banner once accepted', async () => {
    const res = await get('/', 'acme.portal.test', 'cookie-policy-accepted=true');
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin href="/cache/acme.portal.test.json">');
    expect(res.body).not.toContain('cookie-banner__text');
  });

  it('other pages and unknown hosts keep the plain page (no first paint, entry CSS inlined)', async () => {
    const other = await get('/register');
    expect(other.body).toContain('<div id="root"></div>');
    expect(other.body).not.toContain('rel="modulepreload" nonce');
    expect(other.body).not.toContain('<template data-preloads>');
    expect(other.body).toContain('<link rel="preload" as="fetch" crossorigin href="/core/v1/integration/config/get?id=local">');
    expect(other.body).toContain('rel="modulepreload" crossorigin href="/assets/react-R.js"');
    const unknown = await get('/', 'nobody.example');
    expect(unknown.body).toContain('<title>Portal</title>');
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(unknown.body).not.toContain('rel="preload"');
  });

  it('compresses the page when the browser accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000', 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
  });
});
