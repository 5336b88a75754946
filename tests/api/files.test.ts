import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { samples, upload } from './files-calls';
import { acme, call, local, loginCode } from './requests';
import { patchTenant } from './tenant-patch';

const signed = '/file/v1/session/app/local/signedUpload';
const digital = '/file/v1/session/app/local/digital-content';
const item = { module: 'cadastros', 'module-item': 'documentos' };

describe.each(backends())('files (SPEC §7 Files) on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  let admin: string;
  let joao: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
  });
  afterAll(() => t.close());

  const rowCount = async () => Number((await t.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM files WHERE tenant_id = 'local'"))[0]?.n);
  const storedKeys = async () => (await t.app.files.store.list('t/local/')).map((o) => o.key);
  const readKey = (key: string, code = ana, host = local.host, tenant = 'local') =>
    call(t.app, { method: 'GET', url: `/file/v1/session/app/${tenant}/key/${key}?type=base64`, host, headers: { code } });

  it('signedUpload gives {key, url, link}; the PUT stores the bytes; the key reads them back in base64 and the link downloads them', async () => {
    const { links, put } = await upload(t.app, local.host, {
      url: signed, headers: { code: ana, path: 'Notas/2026', filename: 'Relatório Março.PDF', filetype: 'image/png' }, bytes: samples.pdf,
    });
    expect(links.statusCode).toBe(200);
    const { key, url, link } = links.json().data;
    expect(key).toMatch(/^notas\/2026\/[0-9a-f]{16}-relatorio-marco\.pdf$/);
    expect(url).toMatch(/^\/file\/v1\/blob\/t\/local\//);
    expect(put?.statusCode).toBe(200);
    // The type comes from the bytes, never from the filetype header.
    expect(put?.json().data).toMatchObject({ key, name: 'relatorio-marco.pdf', size: samples.pdf.length, contentType: 'application/pdf' });
    const read = await readKey(key);
    expect(read.statusCode).toBe(200);
    expect(Buffer.from(read.json().data.base64, 'base64').equals(samples.pdf)).toBe(true);
    const download = await call(t.app, { method: 'GET', url: link, ...local });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.body).toBe(samples.pdf.toString());
  });

  it('digital-content: POST for a module item, then GET lists that item\'s files with signed links', async () => {
    const { put } = await upload(t.app, local.host, { url: digital, headers: { code: ana, ...item, filename: 'dados.csv' }, bytes: samples.csv });
    expect(put?.statusCode).toBe(200);
    const list = await call(t.app, { method: 'GET', url: digital, ...local, headers: { code: ana, ...item } });
    expect(list.statusCode).toBe(200);
    const files = list.json().data as { key: string; name: string; size: number; link: string }[];
    expect(files.map((f) => f.name)).toContain('dados.csv');
    const file = files.find((f) => f.name === 'dados.csv')!;
    expect(file.key.startsWith('documentos/')).toBe(true);
    const download = await call(t.app, { method: 'GET', url: file.link, ...local });
    expect(download.body).toBe(samples.csv.toString());
    // The item accepts only its own extensions.
    const zip = await call(t.app, { method: 'POST', url: digital, ...local, headers: { code: ana, ...item, filename: 'pacote.zip' } });
    expect(zip.statusCode).toBe(400);
    expect(zip.json().message).toBe('Extensão inválida do Arquivo(Documentos)');
    const unknownItem = await call(t.app, { method: 'GET', url: digital, ...local, headers: { code: ana, module: 'cadastros', 'module-item': 'nada' } });
    expect(unknownItem.statusCode).toBe(404);
  });

  it('refuses wrong content (a PNG named .pdf, an .exe renamed .csv) with 415 in pt-BR, leaving no row and no bytes', async () => {
    const rows = await rowCount();
    const keys = await storedKeys();
    for (const [filename, bytes] of [['nota.pdf', samples.png], ['dados.csv', samples.exe]] as const) {
      const { put } = await upload(t.app, local.host, { url: signed, headers: { code: ana, filename }, bytes });
      expect(put?.statusCode).toBe(415);
      expect(put?.json()).toEqual({ status: 'error', error: '#FILE_TYPE', message: `O conteúdo do Arquivo(${filename}) não corresponde à extensão.` });
    }
    const exe = await call(t.app, { method: 'POST', url: signed, ...local, headers: { code: ana, filename: 'setup.exe' } });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe('Extensão inválida do Arquivo(arquivo)');
    const none = await call(t.app, { method: 'POST', url: signed, ...local, headers: { code: ana } });
    expect(none.json().message).toBe('Arquivo(arquivo) não informado');
    expect(await rowCount()).toBe(rows);
    expect(await storedKeys()).toEqual(keys);
  });

  it('refuses a file past the tenant limit (quotas.fileBytes) with 413 in pt-BR, by declared length and by the bytes', async () => {
    await patchTenant(t.app, 'local', (doc) => {
      doc.server.quotas = { ...doc.server.quotas, fileBytes: 20 };
    });
    const rows = await rowCount();
    const { put } = await upload(t.app, local.host, { url: signed, headers: { code: ana, filename: 'grande.pdf' }, bytes: samples.pdf });
    expect(put?.statusCode).toBe(413);
    expect(put?.json()).toMatchObject({ error: '#FILE_TOO_LARGE', message: 'O Arquivo(grande.pdf) passa do tamanho máximo de 20 bytes.' });
    const plain = await call(t.app, {
      method: 'POST', url: '/file/v1/app/local/upload', ...local, headers: { code: ana, type: 'pdf' }, payload: { file: samples.pdf.toString('base64') },
    });
    expect(plain.statusCode).toBe(413);
    expect(await rowCount()).toBe(rows);
    await patchTenant(t.app, 'local', (doc) => {
      delete doc.server.quotas?.fileBytes;
    });
  });

  it('counts files in the storage quota and refuses an upload past storageBytes (413 #QUOTA_STORAGE), storing nothing', async () => {
    const quotas = () => call(t.app, { method: 'GET', url: '/pro-admin/v1/session/app/local/quotas', ...local, headers: { code: admin } });
    const before = (await quotas()).json().data.storageBytes.used as number;
    const { put } = await upload(t.app, local.host, { url: signed, headers: { code: ana, filename: 'a.pdf' }, bytes: samples.pdf });
    expect(put?.statusCode).toBe(200);
    const used = (await quotas()).json().data.storageBytes.used as number;
    expect(used - before).toBe(samples.pdf.length);
    await call(t.app, { method: 'PUT', url: '/pro-admin/v1/session/app/local/quotas', ...local, headers: { code: admin }, payload: { storageBytes: used + 10 } });
    const keys = await storedKeys();
    const refused = await upload(t.app, local.host, { url: signed, headers: { code: ana, filename: 'b.pdf' }, bytes: samples.pdf });
    expect(refused.put?.statusCode).toBe(413);
    expect(refused.put?.json().error).toBe('#QUOTA_STORAGE');
    expect(await storedKeys()).toEqual(keys);
    await call(t.app, { method: 'PUT', url: '/pro-admin/v1/session/app/local/quotas', ...local, headers: { code: admin }, payload: { storageBytes: null } });
  });

  it('keeps tenants apart: another tenant\'s {id}, key and signed URL are refused', async () => {
    const { links } = await upload(t.app, local.host, { url: signed, headers: { code: ana, filename: 'local.pdf' }, bytes: samples.pdf });
    const { key, link } = links.json().data as { key: string; link: string };
    const mismatch = await call(t.app, { method: 'POST', url: signed, ...acme, headers: { code: joao, filename: 'a.pdf' } });
    expect(mismatch.statusCode).toBe(403);
    expect((await readKey(key, joao, acme.host, 'acme')).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: link, ...acme })).statusCode).toBe(403);
    expect((await readKey(key)).statusCode).toBe(200);
  });

  it('refuses a forged signature and an expired URL (test clock) with 403 in pt-BR', async () => {
    const links = await call(t.app, { method: 'POST', url: signed, ...local, headers: { code: ana, filename: 'x.pdf' } });
    const { url } = links.json().data as { url: string };
    const forged = url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    const bad = await call(t.app, { method: 'PUT', url: forged, ...local, payload: samples.pdf, headers: { 'content-type': 'application/pdf' } });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toEqual({ status: 'error', error: '#FILE_LINK', message: 'Link do arquivo inválido ou expirado. Peça um novo link.' });
    // Another file's name in the signed metadata breaks the signature too.
    const renamed = url.replace(/meta=([^&]+)/, `meta=${Buffer.from(JSON.stringify({ name: 'y.pdf', storageType: 'app-storage' })).toString('base64url')}`);
    expect((await call(t.app, { method: 'PUT', url: renamed, ...local, payload: samples.pdf })).statusCode).toBe(403);
    const { put, links: ok } = await upload(t.app, local.host, { url: signed, headers: { code: ana, filename: 'z.pdf' }, bytes: samples.pdf });
    expect(put?.statusCode).toBe(200);
    t.clock.advance(16 * 60_000);
    const late = await call(t.app, { method: 'PUT', url, ...local, payload: samples.pdf });
    expect(late.statusCode).toBe(403);
    // The download link of 'app-storage' lives an hour.
    const { link } = ok.json().data as { link: string };
    expect((await call(t.app, { method: 'GET', url: link, ...local })).statusCode).toBe(200);
    t.clock.advance(45 * 60_000);
    expect((await call(t.app, { method: 'GET', url: link, ...local })).statusCode).toBe(403);
  });

  it('public upload needs no session; the plain upload stores base64 with expires (0 = never)', async () => {
    // The clock moved past the sessions' idle time in the test before.
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    const { links, put } = await upload(t.app, local.host, {
      url: '/file/v1/public/app/local/upload', headers: { filename: 'curriculo.pdf', 'storage-type': 'tmp-public-link', 'use-unique-id': 'false', path: 'publico' }, bytes: samples.pdf,
    });
    expect(links.json().data.key).toBe('publico/curriculo.pdf');
    expect(put?.statusCode).toBe(200);
    const plain = (expires: string) =>
      call(t.app, {
        method: 'POST', url: '/file/v1/app/local/upload', ...local,
        headers: { code: ana, path: 'planos', type: 'application/pdf', expires, storagetype: 'app-storage' },
        payload: { file: `data:application/pdf;base64,${samples.pdf.toString('base64')}` },
      });
    const forever = (await plain('0')).json().data.key as string;
    const minute = await plain('60');
    expect(minute.statusCode).toBe(200);
    expect(minute.json().data.key).toMatch(/^planos\/[0-9a-f]{16}-arquivo\.pdf$/);
    expect((await readKey(minute.json().data.key)).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await readKey(minute.json().data.key)).statusCode).toBe(404);
    expect((await readKey(forever)).statusCode).toBe(200);
    const asPng = await call(t.app, { method: 'POST', url: '/file/v1/app/local/upload', ...local, headers: { code: ana, type: 'png' }, payload: { file: samples.pdf.toString('base64') } });
    expect(asPng.statusCode).toBe(415);
    const noType = await call(t.app, { method: 'POST', url: '/file/v1/app/local/upload', ...local, headers: { code: ana }, payload: { file: samples.pdf.toString('base64') } });
    expect(noType.json().message).toBe('Extensão inválida do Arquivo(arquivo)');
    expect((await call(t.app, { method: 'POST', url: '/file/v1/app/local/upload', ...local, payload: { file: 'x' } })).statusCode).toBe(401);
  });

  it('the admin file manager lists files with sizes and deletes one (row and bytes)', async () => {
    const { links } = await upload(t.app, local.host, { url: signed, headers: { code: ana, filename: 'apagar.pdf' }, bytes: samples.pdf });
    const { key } = links.json().data as { key: string };
    const list = await call(t.app, { method: 'GET', url: '/pro-admin/v1/session/app/local/files', ...local, headers: { code: admin } });
    expect(list.statusCode).toBe(200);
    const data = list.json().data;
    expect(data.files.find((f: { key: string }) => f.key === key)).toMatchObject({ name: 'apagar.pdf', size: samples.pdf.length, contentType: 'application/pdf' });
    expect(data.totalBytes).toBe(data.files.reduce((s: number, f: { size: number }) => s + f.size, 0));
    expect((await call(t.app, { method: 'GET', url: '/pro-admin/v1/session/app/local/files', ...local, headers: { code: ana } })).statusCode).toBe(403);
    const del = await call(t.app, { method: 'DELETE', url: `/pro-admin/v1/session/app/local/files/${key}`, ...local, headers: { code: admin } });
    expect(del.statusCode).toBe(200);
    expect((await readKey(key)).statusCode).toBe(404);
    expect(await t.app.files.store.head(`t/local/${key}`)).toBeNull();
    expect((await call(t.app, { method: 'DELETE', url: `/pro-admin/v1/session/app/local/files/${key}`, ...local, headers: { code: admin } })).statusCode).toBe(404);
  });
});
