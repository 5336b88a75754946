import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financeMessages } from '../../domain/messages/finance';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local, loginCode } from './requests';

// SPEC §7 "Others": POST /faccionista/v1/session/app/{id}/production-order/uploadXml. The derived sample NF-e is
// issued by 11222333000181, the entity ana@demo.com.br holds; the sped-da sample by a company nobody holds.
const url = '/faccionista/v1/session/app/local/production-order/uploadXml';
const kitNfe = readFileSync('fixtures/nfe/nfe-4.00-kit-derived.xml', 'utf8');
const spedNfe = readFileSync('fixtures/nfe/nfe-4.00-sped-da.xml', 'utf8');
const kitKey = '35260311222333000181550010000012341000012345';
/** The kit sample under another access key (another invoice of the same issuer). */
const withKey = (key: string, number = '1234') => kitNfe.replace(kitKey, key).replace('<nNF>1234</nNF>', `<nNF>${number}</nNF>`);

describe.each(backends())('production-order XMLs on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  const upload = (xml: unknown, code: string | null = ana) =>
    call(t.app, { method: 'POST', url, ...local, headers: code ? { code } : {}, payload: { xml } });
  const rows = () => t.app.db.query<Record<string, unknown>>('SELECT access_key, number, line_count, total, file_key FROM production_order_xmls ORDER BY access_key');

  beforeAll(async () => {
    t = await startTestApp(backend);
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
  });
  afterAll(() => t.close());

  it("takes an NF-e its user's company issued: answers what it read, keeps the row and the XML as a file", async () => {
    const res = await upload(kitNfe);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      accessKey: kitKey,
      number: '1234',
      date: '2026-03-02',
      issuer: { document: '11222333000181', name: 'DEMO CONFECCOES LTDA' },
      fileKey: `faccionista/ordens-de-producao/${kitKey}.xml`,
      receivedAt: '2026-03-02T12:00:00.000Z',
    });
    // Three product lines; the invoice's total is its vNF (products 1184.00 less a 59.90 discount).
    expect(data.lines).toBe(3);
    expect(data.total).toBe(1124.1);
    expect(await rows()).toEqual([{ access_key: kitKey, number: '1234', line_count: data.lines, total: expect.anything(), file_key: data.fileKey }]);
    const stored = await t.app.files.store.get(`t/local/${data.fileKey}`);
    expect(stored?.bytes.toString('utf8')).toBe(kitNfe);
    expect(stored?.contentType).toBe('application/xml');
    const [file] = await t.app.db.query<{ name: string; size: string | number }>('SELECT name, size FROM files WHERE tenant_id = $1 AND key = $2', ['local', data.fileKey]);
    expect(file).toEqual({ name: `NFe${kitKey}.xml`, size: expect.anything() });
    expect(Number(file?.size)).toBe(Buffer.byteLength(kitNfe));
  });

  it('takes each access key once: 409 #NFE_ALREADY_SENT with the day it came, also for two sent at the same time', async () => {
    t.clock.advance(30 * 60_000);
    const again = await upload(kitNfe);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: '#NFE_ALREADY_SENT', message: financeMessages.productionOrder.alreadySent('1234', '02/03/2026') });

    const key = '35260311222333000181550010000056781000056789';
    const both = await Promise.all([upload(withKey(key, '5678')), upload(withKey(key, '5678'))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await rows()).map((r) => r.access_key)).toEqual([kitKey, key]);
  });

  it("refuses an NF-e another company issued (403 #ENTITY_NOT_HELD, naming it) and stores nothing", async () => {
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const host = await loginCode(t.app, 'local', local.host, 'termos@demo.com.br').catch(() => null);
    const before = await rows();
    const sped = await upload(spedNfe, admin);
    expect(sped.statusCode).toBe(403);
    expect(sped.json().error).toBe('#ENTITY_NOT_HELD');
    expect(sped.json().message).toMatch(/^A NF-e foi emitida por \d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}, que não é uma das suas empresas\./);
    if (host) {
      const none = await upload(withKey('35260311222333000181550010000099991000099999'), host);
      expect(none.statusCode).toBe(403);
      expect(none.json().message).toBe(financeMessages.productionOrder.notIssuer('11.222.333/0001-81'));
    }
    expect(await rows()).toEqual(before);
    expect(await t.app.db.query("SELECT key FROM files WHERE key LIKE 'faccionista/%' ORDER BY key")).toHaveLength(before.length);
  });

  it('refuses what is not an NF-e 4.00 with a key with 422 #INVALID_NFE_XML and its pt-BR reason', async () => {
    const cases: [string, string][] = [
      ['', financeMessages.nfe.empty],
      ['<nfe><aberto>', financeMessages.nfe.malformed(1, 14)],
      ['<?xml version="1.0"?><pedido><numero>1</numero></pedido>', financeMessages.nfe.notNfe],
      [kitNfe.replace(`Id="NFe${kitKey}"`, 'Id="NFe123"'), financeMessages.nfe.noAccessKey],
    ];
    for (const [xml, message] of cases) {
      const res = await upload(xml);
      expect(res.statusCode, xml.slice(0, 40)).toBe(422);
      expect(res.json()).toMatchObject({ error: '#INVALID_NFE_XML' });
      if (!message.includes('linha')) expect(res.json().message).toBe(message);
    }
    expect((await upload(undefined)).statusCode).toBe(400);
  });

  it("answers 401 without a user session of the host tenant and 403 for another tenant's path", async () => {
    expect((await upload(kitNfe, null)).statusCode).toBe(401);
    const joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    expect((await upload(kitNfe, joao)).statusCode).toBe(401);
    const other = await call(t.app, { method: 'POST', url: '/faccionista/v1/session/app/acme/production-order/uploadXml', ...local, headers: { code: ana }, payload: { xml: kitNfe } });
    expect(other.statusCode).toBe(403);
  });
  // The tenant's side: the finance admin's list of what came (GET /pro-admin/.../production-orders) and each XML back.
  const admin = (path: string, code: string | null, host = local) =>
    call(t.app, { method: 'GET', url: `/pro-admin/v1/session/app/local/production-orders${path}`, ...host, headers: code ? { code } : {} });

  it('lists what came for the finance admin: newest first, who sent it, searched by name, number or CNPJ, paged', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const res = await admin('', code);
    expect(res.statusCode, res.body).toBe(200);
    const { total, items } = res.json().data;
    expect(total).toBe(2);
    expect(items.map((i: { accessKey: string }) => i.accessKey)).toEqual(['35260311222333000181550010000056781000056789', kitKey]);
    expect(items[1]).toEqual({
      accessKey: kitKey,
      number: '1234',
      series: '1',
      date: '2026-03-02',
      issuer: { document: '11222333000181', name: 'DEMO CONFECCOES LTDA' },
      lines: 3,
      total: 1124.1,
      receivedAt: '2026-03-02T12:00:00.000Z',
      sentBy: { nick: expect.any(String), email: 'ana@demo.com.br' },
    });
    const found = async (search: string) =>
      (await admin(`?search=${encodeURIComponent(search)}`, code)).json().data.items.map((i: { number: string }) => i.number);
    expect(await found('11.222.333/0001-81')).toEqual(['5678', '1234']);
    expect(await found('confec')).toEqual(['5678', '1234']);
    expect(await found('5678')).toEqual(['5678']);
    expect(await found('nada disso')).toEqual([]);
    const second = (await admin('?page=2&limit=1', code)).json().data;
    expect(second).toMatchObject({ total: 2, items: [{ accessKey: kitKey }] });
  });

  it('gives an XML back as it came, as a download; 404 for a key the tenant never took, 400 for a malformed one', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const res = await admin(`/${kitKey}/xml`, code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="NFe${kitKey}.xml"`);
    expect(res.body).toBe(kitNfe);
    const unknown = await admin(`/${'9'.repeat(44)}/xml`, code);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('#FILE_NOT_FOUND');
    expect((await admin('/123/xml', code)).statusCode).toBe(400);
  });

  it("keeps the list and the XMLs to the tenant's admins with 'finance'", async () => {
    expect((await admin('', null)).statusCode).toBe(401);
    expect((await admin(`/${kitKey}/xml`, null)).statusCode).toBe(401);
    const forbidden = await admin(`/${kitKey}/xml`, ana);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('#FORBIDDEN');
    expect((await admin('', ana)).statusCode).toBe(403);
    // Another tenant's admin sees its own tenant's list, where none of these is, and cannot fetch them.
    const joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    await t.app.db.query(`UPDATE users SET groups = '{admin}' WHERE tenant_id = 'acme' AND email = 'joao@acme.com.br'`);
    const own = await call(t.app, { method: 'GET', url: '/pro-admin/v1/session/app/acme/production-orders', ...acme, headers: { code: joao } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toEqual({ total: 0, items: [] });
    const theirs = await call(t.app, { method: 'GET', url: `/pro-admin/v1/session/app/acme/production-orders/${kitKey}/xml`, ...acme, headers: { code: joao } });
    expect(theirs.statusCode).toBe(404);
    expect((await admin(`/${kitKey}/xml`, joao)).statusCode).toBe(403);
  });
});
