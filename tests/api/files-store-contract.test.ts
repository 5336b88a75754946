import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../server/files/file-store';
import { LocalFileStore } from '../../server/files/local-file-store';
import { S3FileStore } from '../../server/files/s3-file-store';
import { UrlSigner } from '../../server/files/url-signer';
import { startS3Server } from './s3-server';

type Fetched = { status: number; body: Buffer };
/** `checksSignatureBytes`: s3rver checks the access key and expiry of a SigV4 URL but not its signature bytes. */
type Subject = { store: FileStore; checksSignatureBytes: boolean; fetchUrl(url: string, init?: { method?: string; body?: Buffer }): Promise<Fetched>; close(): Promise<void> };

/** The local store's signed URLs are served by a minimal server that checks them as the blob route does. */
async function localSubject(): Promise<Subject> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
  const signer = new UrlSigner(Buffer.from('contract-test-secret'));
  const store = new LocalFileStore(root, signer);
  const server: FastifyInstance = Fastify();
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('*', { parseAs: 'buffer' }, (_r, body, done) => done(null, body));
  const check = (key: string, method: 'GET' | 'PUT', query: Record<string, string>) => signer.verify(method, key, query, new Date());
  server.get('/file/v1/blob/*', async (request, reply) => {
    const key = (request.params as Record<string, string>)['*']!;
    if (check(key, 'GET', request.query as Record<string, string>) !== 'ok') return reply.code(403).send('');
    const object = await store.get(key);
    return object ? reply.type(object.contentType).send(object.bytes) : reply.code(404).send('');
  });
  server.put('/file/v1/blob/*', async (request, reply) => {
    const key = (request.params as Record<string, string>)['*']!;
    if (check(key, 'PUT', request.query as Record<string, string>) !== 'ok') return reply.code(403).send('');
    await store.put(key, request.body as Buffer, 'application/octet-stream');
    return reply.code(200).send('');
  });
  return {
    store,
    checksSignatureBytes: true,
    async fetchUrl(url, init = {}) {
      const res = await server.inject({ method: (init.method ?? 'GET') as 'GET', url, payload: init.body, headers: init.body ? { 'content-type': 'application/octet-stream' } : {} });
      return { status: res.statusCode, body: res.rawPayload };
    },
    async close() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function s3Subject(): Promise<Subject> {
  const s3 = await startS3Server();
  return {
    store: new S3FileStore(s3.settings),
    checksSignatureBytes: false,
    async fetchUrl(url, init = {}) {
      const res = await fetch(url, { method: init.method ?? 'GET', body: init.body ? new Uint8Array(init.body) : undefined });
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
    },
    close: () => s3.close(),
  };
}

const pdf = Buffer.from('%PDF-1.4\n%contrato\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe.each([
  ['local disk', localSubject],
  ['S3 (s3rver)', s3Subject],
] as const)('file store contract: %s', (_name, make) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await make();
  });
  afterAll(() => subject.close());

  it('puts, heads, gets and deletes an object by key', async () => {
    const { store } = subject;
    await store.put('t/acme/docs/contrato.pdf', pdf, 'application/pdf');
    expect(await store.head('t/acme/docs/contrato.pdf')).toEqual({ key: 't/acme/docs/contrato.pdf', size: pdf.length, contentType: 'application/pdf' });
    const got = await store.get('t/acme/docs/contrato.pdf');
    expect(got?.bytes.equals(pdf)).toBe(true);
    expect(got?.contentType).toBe('application/pdf');
    await store.delete('t/acme/docs/contrato.pdf');
    expect(await store.head('t/acme/docs/contrato.pdf')).toBeNull();
    expect(await store.get('t/acme/docs/contrato.pdf')).toBeNull();
    await expect(store.delete('t/acme/docs/contrato.pdf')).resolves.toBeUndefined();
  });

  it('a second put to the same key replaces the object', async () => {
    await subject.store.put('t/acme/x/a.png', png, 'image/png');
    await subject.store.put('t/acme/x/a.png', pdf, 'application/pdf');
    const got = await subject.store.get('t/acme/x/a.png');
    expect(got?.bytes.equals(pdf)).toBe(true);
  });

  it('lists by prefix, sorted, without other prefixes', async () => {
    const { store } = subject;
    await store.put('t/beta/l/b.pdf', pdf, 'application/pdf');
    await store.put('t/beta/l/a.png', png, 'image/png');
    await store.put('t/beta/m/c.pdf', pdf, 'application/pdf');
    await store.put('t/betamax/l/z.pdf', pdf, 'application/pdf');
    const listed = await store.list('t/beta/');
    expect(listed.map((o) => [o.key, o.size])).toEqual([
      ['t/beta/l/a.png', png.length],
      ['t/beta/l/b.pdf', pdf.length],
      ['t/beta/m/c.pdf', pdf.length],
    ]);
    expect((await store.list('t/beta/l/')).map((o) => o.key)).toEqual(['t/beta/l/a.png', 't/beta/l/b.pdf']);
    expect(await store.list('t/nobody/')).toEqual([]);
  });

  it('signed URLs read and write one object without other credentials; a changed signature or credential is refused', async () => {
    const { store, fetchUrl } = subject;
    await store.put('t/acme/s/nota.pdf', pdf, 'application/pdf');
    const read = await store.signedUrl('GET', 't/acme/s/nota.pdf', new Date(Date.now() + 60_000));
    const got = await fetchUrl(read);
    expect(got.status).toBe(200);
    expect(got.body.equals(pdf)).toBe(true);
    const forged = read.replace(/(signature|Signature)=(.)/, (_m, name: string, first: string) => `${name}=${first === '0' ? '1' : '0'}`);
    expect(forged).not.toBe(read);
    if (subject.checksSignatureBytes) expect((await fetchUrl(forged)).status).toBe(403);
    // Another credential than the signer's is refused by every store.
    const otherKey = read.includes('X-Amz-Credential=') ? read.replace(/X-Amz-Credential=[^%&]+/, 'X-Amz-Credential=INTRUSO') : forged;
    expect((await fetchUrl(otherKey)).status).toBe(403);
    const write = await store.signedUrl('PUT', 't/acme/s/novo.png', new Date(Date.now() + 60_000));
    expect((await fetchUrl(write, { method: 'PUT', body: png })).status).toBe(200);
    expect((await store.get('t/acme/s/novo.png'))?.bytes.equals(png)).toBe(true);
  });

  it('an expired signed URL is refused', async () => {
    await subject.store.put('t/acme/e/velho.pdf', pdf, 'application/pdf');
    const url = await subject.store.signedUrl('GET', 't/acme/e/velho.pdf', new Date(Date.now() - 1000));
    expect((await subject.fetchUrl(url)).status).toBe(403);
  });

  it('refuses keys that climb out of the store', async () => {
    await expect(subject.store.put('t/acme/../../etc/passwd', pdf, 'text/plain')).rejects.toThrow();
    await expect(subject.store.get('t//x')).rejects.toThrow();
  });
});

describe('local file store writes', () => {
  it('leaves no temporary file behind after a put', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
    const store = new LocalFileStore(root, new UrlSigner(Buffer.from('k')));
    await store.put('t/acme/a/b.pdf', pdf, 'application/pdf');
    expect(readdirSync(path.join(root, 't', 'acme', 'a')).sort()).toEqual(['b.pdf', 'b.pdf.meta.json']);
    rmSync(root, { recursive: true, force: true });
  });
});
