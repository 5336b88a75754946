import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/plugins/security-headers';
import { startTestApp, type TestApp } from './databases';
import { local } from './requests';

// A built portal's index.html as Vite writes it: a module entry and a modulepreload link, no inline script.
const builtIndex = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Portal</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The directives of a CSP header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

// Headers depend on the configuration, not on the database: PGlite only.
describe.each([false, true])('security headers (production: %s)', (production) => {
  let t: TestApp;
  beforeAll(async () => {
    const portalDir = path.join(os.tmpdir(), `security-headers-${process.pid}-${production}`);
    mkdirSync(portalDir, { recursive: true });
    writeFileSync(path.join(portalDir, 'index.html'), builtIndex);
    const secrets = production ? { configSecretKey: 'a'.repeat(64), operatorHost: undefined } : {};
    t = await startTestApp('pglite', { config: { portalDir, production, ...secrets } });
  });
  afterAll(() => t.close());

  const page = (url = '/') => t.app.inject({ method: 'GET', url, headers: { host: local.host } });

  it('gives the portal shell a strict CSP whose nonce is on every script and modulepreload, new per response', async () => {
    const [first, second] = [await page('/'), await page('/dashboard')];
    const csp = String(first.headers['content-security-policy']);
    const d = directives(csp);
    const nonce = /'nonce-([^']+)'/.exec(d.get('script-src')!.join(' '))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // Enforced with no eval (the browser interprets JSON Schemas, issue 13), so no report-only duplicate either.
    expect(d.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(first.headers['content-security-policy-report-only']).toBeUndefined();
    expect(d.get('script-src')).not.toContain("'unsafe-inline'");
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'self'"]);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(d.get('connect-src')?.[0]).toBe("'self'");
    expect(first.body).toContain(`<script nonce="${nonce}" type="module"`);
    expect(first.body).toContain(`<link nonce="${nonce}" rel="modulepreload"`);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}"`);
    // Every script and modulepreload (the entry's own, and the build's, waiting in the first paint's template)
    // carries it, and nothing else but the meta does.
    const scripts = first.body.match(/<script\b[^>]*>/g) ?? [];
    const preloads = first.body.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThanOrEqual(2);
    for (const tag of [...scripts, ...preloads]) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.body.match(/nonce="/g)).toHaveLength(1 + scripts.length + preloads.length);
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
    expect(second.body).not.toContain(nonce);
  });

  it('sends nosniff, referrer, permissions and opener policies on pages and API replies', async () => {
    for (const res of [await page('/'), await t.app.inject({ method: 'GET', url: '/cache/localhost.json', headers: { host: local.host } })]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(String(res.headers['permissions-policy'])).toContain('geolocation=(self)');
    }
  });

  it(production ? 'pins https with HSTS' : 'sends no HSTS outside production (http://localhost)', async () => {
    const res = await page('/');
    if (production) expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    else expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('never serves index.html without its nonce as a plain file', async () => {
    const res = await page('/index.html');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script');
  });
});

describe('content security policy', () => {
  it("lets the app reach the S3 store's origin when FILES_S3_URL is set", () => {
    const connect = directives(contentSecurityPolicy('n', ['https://s3.example.com:9000'])).get('connect-src');
    expect(connect).toContain('https://s3.example.com:9000');
    expect(directives(contentSecurityPolicy('n')).get('connect-src')).not.toContain('https://s3.example.com:9000');
  });

  it('allows no script at all on an HTML reply that carries no nonce', () => {
    expect(directives(contentSecurityPolicy('')).get('script-src')).toEqual(["'none'"]);
  });
});
