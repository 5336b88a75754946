import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { local, loginCode } from './requests';

// The tenant config on the wire: precompressed copies, a strong ETag, revalidation (issue 14).
describe.each(backends())('cache/{domain}.json on the wire on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const fetchConfig = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/cache/localhost.json', headers: { host: local.host, ...headers } });

  it('sends brotli and gzip copies that decode to the same JSON as the plain reply, negotiated, with Vary', async () => {
    const plain = await fetchConfig();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = plain.json();
    expect(document.id).toBe('local');

    const br = await fetchConfig({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(document);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gz = await fetchConfig({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(document);

    const refused = await fetchConfig({ 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gz]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    }
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
  });

  it('answers a matching If-None-Match with 304 and no body, and a stale one with the document', async () => {
    const first = await fetchConfig({ 'accept-encoding': 'br' });
    const again = await fetchConfig({ 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const stale = await fetchConfig({ 'accept-encoding': 'br', 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBeGreaterThan(0);
  });

  it('sends the enveloped config (the route of the local host) the same way: brotli, then 304 on its ETag', async () => {
    const url = '/core/v1/integration/config/get?id=local';
    const headers = { host: local.host, 'accept-encoding': 'br' };
    const first = await t.app.inject({ method: 'GET', url, headers });
    expect(first.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8')).data.id).toBe('local');
    const again = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('changes the ETag as soon as the admin publishes a new version', async () => {
    const before = await fetchConfig({ 'accept-encoding': 'br' });
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const base = '/pro-admin/v1/session/app/local';
    const current = await t.app.inject({ method: 'GET', url: `${base}/config`, headers: { host: local.host, code: admin } });
    const { document, version } = current.json().data;
    document.company.appName = 'Portal Demo Novo Nome';
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${base}/config`,
      headers: { host: local.host, code: admin, 'if-match': `"${version}"` },
      payload: { document, comment: 'nome novo' },
    });
    expect(saved.statusCode).toBe(200);
    const revalidated = await fetchConfig({ 'accept-encoding': 'br', 'if-none-match': before.headers.etag as string });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(brotliDecompressSync(revalidated.rawPayload).toString('utf8')).appName).toBe('Portal Demo Novo Nome');
  });
});
