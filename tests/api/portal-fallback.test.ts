import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp } from './databases';

// The SPA fallback serves index.html for history-mode routes (SPEC §2), even those that share a service
// group's name, while API paths answer the JSON envelope.
describe.each(backends())('portal pages and API paths (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    const portalDir = path.join(os.tmpdir(), `portal-fallback-${process.pid}-${backend}`);
    mkdirSync(portalDir, { recursive: true });
    writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal</title>');
    t = await startTestApp(backend, { config: { portalDir } });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });

  // A dot in a page's path is not a file: a reload on a user's page (/admin/users/{e-mail}) is the portal too.
  it.each([
    '/',
    '/dashboard/financeiro/titulos',
    '/app/financeiro/titulos',
    '/notifications',
    '/termos/uso/1',
    '/termos/uso/1.2',
    '/admin/users/ana%40demo.com.br',
  ])('serves the portal page for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // The page's <title> becomes the tenant's app title (server/http/shell-page.ts).
    expect(res.body).toContain('<title>Portal Demo</title>');
  });

  // Unknown API paths, and missing files (a script, a style, an image: not the page in their place).
  it.each([
    '/app/v1/session/app/local/nothing',
    '/notifications/v1/nothing',
    '/auth/v1/nothing',
    '/dev/nothing',
    '/schemas/nothing',
    '/assets/missing-abc123.js',
    '/assets/missing',
    '/missing.css',
    '/logo-missing.png',
    '/robots.txt',
  ])('answers 404 #NOT_FOUND in the envelope for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', error: '#NOT_FOUND' });
  });
});
