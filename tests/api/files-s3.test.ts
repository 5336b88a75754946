import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStore } from '../../server/files/s3-file-store';
import { backends, startTestApp, type TestApp } from './databases';
import { samples, upload } from './files-calls';
import { call, local, loginCode } from './requests';
import { startS3Server } from './s3-server';

// The file routes with the S3-compatible store (FILES_S3_URL) against a real s3rver. The real clock: s3rver checks
// its presigned URLs' expiry against its own.
describe.each(backends())('files on an S3-compatible store (s3rver), on %s', (backend) => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let ana: string;
  let bucket: S3FileStore;
  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = new S3FileStore(s3.settings);
    t = await startTestApp(backend, { now: () => new Date(), config: { filesS3: s3.settings } });
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores an upload in the bucket under the tenant; the key reads it back and the link is a presigned S3 URL', async () => {
    const { links, put } = await upload(t.app, local.host, {
      url: '/file/v1/session/app/local/signedUpload', headers: { code: ana, filename: 'contrato.pdf', path: 'contratos' }, bytes: samples.pdf,
    });
    expect(put?.statusCode).toBe(200);
    const { key, link } = links.json().data as { key: string; link: string };
    expect((await bucket.list('t/local/contratos/')).map((o) => o.key)).toEqual([`t/local/${key}`]);
    const read = await call(t.app, { method: 'GET', url: `/file/v1/session/app/local/key/${key}?type=base64`, ...local, headers: { code: ana } });
    expect(Buffer.from(read.json().data.base64, 'base64').equals(samples.pdf)).toBe(true);
    expect(link.startsWith(`${s3.settings.url}/${s3.settings.bucket}/t/local/`)).toBe(true);
    const fetched = await fetch(link);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(samples.pdf)).toBe(true);
  });

  it('a refused upload (wrong type) puts nothing in the bucket', async () => {
    const before = await bucket.list('t/local/');
    const { put } = await upload(t.app, local.host, { url: '/file/v1/session/app/local/signedUpload', headers: { code: ana, filename: 'nota.pdf' }, bytes: samples.png });
    expect(put?.statusCode).toBe(415);
    expect(await bucket.list('t/local/')).toEqual(before);
  });

  it('customValue with s3-save stores the value as a JSON file under s3-path and answers its key and link', async () => {
    const value = { nome: 'Cliente S3', documento: '123.456.789-09' };
    const res = await call(t.app, {
      method: 'POST', url: '/app/v1/session/app/local/config/update/customValue', ...local,
      headers: { code: ana, 'content-type': 'application/json', 'module-id': 'cadastros', 'item-id': 'clientes', 's3-save': 'true', 's3-path': 'formularios' },
      payload: JSON.stringify(value),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ customValue: value, s3Save: true, s3Path: 'formularios', s3Key: 'formularios/cadastros-clientes.json' });
    const object = await bucket.get('t/local/formularios/cadastros-clientes.json');
    expect(JSON.parse(object!.bytes.toString())).toEqual(value);
    expect(await (await fetch(data.s3Link)).json()).toEqual(value);
    // Without s3-save nothing new goes to the bucket.
    const plain = await call(t.app, {
      method: 'POST', url: '/app/v1/session/app/local/config/update/customValue', ...local,
      headers: { code: ana, 'content-type': 'application/json', 'module-id': 'cadastros', 'item-id': 'clientes' }, payload: JSON.stringify({ nome: 'Outro' }),
    });
    expect(plain.json().data.s3Key).toBeUndefined();
    expect(JSON.parse((await bucket.get('t/local/formularios/cadastros-clientes.json'))!.bytes.toString())).toEqual(value);
  });
});
