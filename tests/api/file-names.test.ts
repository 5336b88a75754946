import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, normalizeFileName } from '../../domain/files';
import { backends, startTestApp, type TestApp } from './databases';
import { samples, upload } from './files-calls';
import { call, local, loginCode } from './requests';
import { patchTenant } from './tenant-patch';

// The Documentos item (cadastros/documentos of tenant local): the name the server stores is the browser's
// normalizeFileName, so the upload's success message and the list name the same file; the list says the size limit.
const digital = '/file/v1/session/app/local/digital-content';
const item = { module: 'cadastros', 'module-item': 'documentos' };

describe.each(backends())('file names and the size limit of a file item on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
  });
  afterAll(() => t.close());

  const send = async (filename: string) => {
    const { links, put } = await upload(t.app, local.host, { url: digital, headers: { code: ana, ...item, filename }, bytes: samples.pdf });
    return { links, stored: put?.json().data as { key: string; name: string } | undefined };
  };

  it.each([
    ['Relatório março.pdf', 'relatorio-marco.pdf'],
    ['Contrato - versão final.pdf', 'contrato-versao-final.pdf'],
    ['Nota Fiscal (1).pdf', 'nota-fiscal-1.pdf'],
  ])('stores %s as %s, the name the browser sends and shows', async (chosen, name) => {
    const { links, stored } = await send(chosen);
    expect(links.statusCode).toBe(200);
    expect(stored?.name).toBe(name);
    expect(normalizeFileName(chosen)).toBe(name);
    expect(stored?.key).toMatch(new RegExp(`^documentos/[0-9a-f]{16}-${name.replace(/\./g, '\\.')}$`));
  });

  it('shortens a 200-character name keeping its extension instead of refusing it (400 "Dados inválidos.")', async () => {
    const chosen = `${'contrato-de-prestacao-de-servicos-'.repeat(6)}anexo.pdf`.slice(-200);
    expect(chosen).toHaveLength(200);
    const { links, stored } = await send(chosen);
    expect(links.statusCode).toBe(200);
    expect(stored?.name).toBe(normalizeFileName(chosen));
    expect(stored?.name.length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
    expect(stored?.name.endsWith('.pdf')).toBe(true);
    const list = await call(t.app, { method: 'GET', url: digital, ...local, headers: { code: ana, ...item } });
    expect((list.json().data as { name: string }[]).map((f) => f.name)).toContain(stored?.name);
  });

  it('the list says the tenant limit (quotas.fileBytes, default 10 MB) in the max-file-bytes header', async () => {
    const list = () => call(t.app, { method: 'GET', url: digital, ...local, headers: { code: ana, ...item } });
    expect((await list()).headers['max-file-bytes']).toBe(String(10 * 1024 * 1024));
    await patchTenant(t.app, 'local', (doc) => {
      doc.server.quotas = { ...doc.server.quotas, fileBytes: 2048 };
    });
    try {
      expect((await list()).headers['max-file-bytes']).toBe('2048');
    } finally {
      await patchTenant(t.app, 'local', (doc) => {
        delete doc.server.quotas?.fileBytes;
      });
    }
  });
});
