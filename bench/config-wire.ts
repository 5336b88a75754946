// The generated tenant's config bytes per visit, from the bench server as a browser asks for it
// (Accept-Encoding: br, gzip): the first visit downloads the brotli copy, a returning visit revalidates with
// If-None-Match and downloads 0 bytes (304). The floor is the same document uncompressed.
import { request } from 'node:http';
import { kib, type Row } from './report';

type Reply = { status: number; bytes: number; etag: string; coding: string };

function get(port: number, host: string, path: string, headers: Record<string, string>): Promise<Reply> {
  return new Promise((ok, fail) => {
    const req = request({ port, path, headers: { host, ...headers } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => ok({ status: res.statusCode ?? 0, bytes, etag: String(res.headers.etag ?? ''), coding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

export async function configWireFigures(port: number, domain: string, label: string): Promise<Row[]> {
  const path = `/cache/${domain}.json`;
  const plain = await get(port, domain, path, {});
  const first = await get(port, domain, path, { 'accept-encoding': 'gzip, deflate, br' });
  const gz = await get(port, domain, path, { 'accept-encoding': 'gzip' });
  const returning = await get(port, domain, path, { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': first.etag });
  if (plain.status !== 200 || first.status !== 200 || returning.status !== 304) {
    throw new Error(`config on the wire: ${plain.status}/${first.status}/${returning.status} (expected 200/200/304)`);
  }
  const share = (n: number) => `${((n / plain.bytes) * 100).toFixed(1)}%`;
  return [
    [`config bytes, first visit (${first.coding}), ${label}`, kib(first.bytes), `${kib(plain.bytes)} uncompressed (gzip ${kib(gz.bytes)})`, share(first.bytes)],
    [`config bytes, returning visit (304 on ETag), ${label}`, `${returning.bytes} B`, `${kib(plain.bytes)} uncompressed`, share(returning.bytes)],
  ];
}
