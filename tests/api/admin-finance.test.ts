import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local, loginCode } from './requests';
import { tamperAt } from '../support/tamper';

const base = '/pro-admin/v1/session/app/local';
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/nfe/${name}`, import.meta.url), 'utf8');
const realNfe = fixture('nfe-4.00-sped-da.xml');
const kitNfe = fixture('nfe-4.00-kit-derived.xml');
// A real Caixa line (the tests of the npm package '@mrmgomes/boleto-utils'), due 2022-05-10, R$ 214,03.
const caixaLine = '10492.00650 61000.100042 00997.263900 9 89810000021403';
// A real electricity collection slip from the same tests: segment 3, R$ 509,60.
const energyLine = '838600000050 096000190009 000801782309 000343062712';

/** Each finance route with a valid body. */
const routes = [
  { url: `${base}/finance/digitable-line`, payload: { line: caixaLine } },
  { url: `${base}/finance/credentials/encrypt`, payload: { text: 'senha-do-banco' } },
  { url: `${base}/finance/credentials/decrypt`, payload: { encrypted: 'enc:v1:00000000:a:b:c' } },
  { url: `${base}/nfe/import`, payload: { xml: kitNfe } },
];

describe.each(backends())('admin finance tools on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = { code: admin }) =>
    call(t.app, { method: 'POST', url, ...local, headers, payload: payload as Record<string, unknown> });
  /** Grants the group 'financeiro' (ana's) these admin permissions through the config API, as the admin. */
  async function grantFinanceiro(permissions: string[]) {
    const current = (await call(t.app, { method: 'GET', url: `${base}/config`, ...local, headers: { code: admin } })).json().data;
    current.document.company.admin = { permissions: { financeiro: permissions } };
    const res = await call(t.app, {
      method: 'PUT',
      url: `${base}/config`,
      ...local,
      headers: { code: admin, 'if-match': `"${current.version}"` },
      payload: { document: current.document, comment: `financeiro: ${permissions.join(', ')}` },
    });
    expect(res.statusCode).toBe(200);
  }

  it('refuses no session (401), a non-admin (403) and an admin of another tenant (403) on every route', async () => {
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    await t.app.db.query(`UPDATE users SET groups = '{admin}' WHERE tenant_id = 'acme' AND email = 'joao@acme.com.br'`);
    for (const route of routes) {
      expect((await post(route.url, route.payload, {})).statusCode, route.url).toBe(401);
      const forbidden = await post(route.url, route.payload, { code: ana });
      expect(forbidden.statusCode, route.url).toBe(403);
      expect(forbidden.json()).toMatchObject({ status: 'error', error: '#FORBIDDEN' });
      expect((await post(route.url, route.payload, { code: joao })).statusCode, route.url).toBe(403);
    }
  });

  it("lets a delegated admin in only with 'finance': 'messages' alone is refused", async () => {
    await grantFinanceiro(['messages']);
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    for (const route of routes) expect((await post(route.url, route.payload, { code: ana })).statusCode, route.url).toBe(403);
    await grantFinanceiro(['finance']);
    expect((await post(routes[0]!.url, routes[0]!.payload, { code: ana })).statusCode).toBe(200);
    expect((await post(routes[1]!.url, routes[1]!.payload, { code: ana })).statusCode).toBe(200);
    expect((await post(routes[3]!.url, routes[3]!.payload, { code: ana })).statusCode).toBe(200);
    const configStill = await call(t.app, { method: 'GET', url: `${base}/config`, ...local, headers: { code: ana } });
    expect(configStill.statusCode).toBe(403);
    await grantFinanceiro([]);
  });

  it('parses a bank line and a collection line', async () => {
    const bank = await post(`${base}/finance/digitable-line`, { line: caixaLine });
    expect(bank.statusCode).toBe(200);
    expect(bank.json()).toEqual({
      status: 'success',
      data: {
        valid: true,
        kind: 'bancario',
        bank: { code: '104', name: 'Caixa Econômica Federal' },
        amount: 214.03,
        dueDate: '2022-05-10',
        barcode: '10499898100000214032006561000100040099726390',
        line: '10492006506100010004200997263900989810000021403',
      },
    });
    const collection = await post(`${base}/finance/digitable-line`, { line: energyLine });
    expect(collection.json().data).toMatchObject({ kind: 'arrecadacao', bank: { code: '0019', name: 'Energia elétrica e gás' }, amount: 509.6, dueDate: null });
  });

  it('answers 422 naming the field whose check digit does not match', async () => {
    const wrongField2 = caixaLine.replace('61000.100042', '61000.100043');
    const res = await post(`${base}/finance/digitable-line`, { line: wrongField2 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 'error',
      error: '#INVALID_DIGITABLE_LINE',
      message: 'O dígito verificador do campo 2 não confere.',
      problems: [{ field: 'campo2', message: 'O dígito verificador do campo 2 não confere.' }],
    });
    const wrongGeneral = await post(`${base}/finance/digitable-line`, { line: caixaLine.replace(' 9 ', ' 8 ') });
    expect(wrongGeneral.json().message).toBe('O dígito verificador geral não confere.');
    const short = await post(`${base}/finance/digitable-line`, { line: '1049200650' });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('A linha digitável precisa ter 47 ou 48 dígitos (ou 44, se for o código de barras).');
  });

  it('encrypts and decrypts with the tenant key, audits both without the text, and refuses another tenant', async () => {
    const encrypted = await post(`${base}/finance/credentials/encrypt`, { text: 'senha-do-banco' });
    expect(encrypted.statusCode).toBe(200);
    const value = encrypted.json().data.encrypted as string;
    expect(value).toMatch(/^enc:v1:/);
    expect(Object.keys(encrypted.json().data)).toEqual(['encrypted']);
    const decrypted = await post(`${base}/finance/credentials/decrypt`, { encrypted: value });
    expect(decrypted.json()).toEqual({ status: 'success', data: { text: 'senha-do-banco' } });

    const joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    await t.app.db.query(`UPDATE users SET groups = '{admin}' WHERE tenant_id = 'acme' AND email = 'joao@acme.com.br'`);
    const elsewhere = await call(t.app, {
      method: 'POST',
      url: '/pro-admin/v1/session/app/acme/finance/credentials/decrypt',
      ...acme,
      headers: { code: joao },
      payload: { encrypted: value },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ error: '#INVALID_CREDENTIAL', message: 'Não foi possível decifrar: a credencial foi alterada ou pertence a outra empresa.' });
    expect(elsewhere.body).not.toContain('senha-do-banco');

    const tampered = tamperAt(value, -2);
    expect((await post(`${base}/finance/credentials/decrypt`, { encrypted: tampered })).statusCode).toBe(422);
    const plain = await post(`${base}/finance/credentials/decrypt`, { encrypted: 'senha-do-banco' });
    expect(plain.json()).toMatchObject({ error: '#INVALID_CREDENTIAL', message: 'O texto informado não é uma credencial cifrada por este portal.' });

    const audit = await t.app.db.query<{ actor: string; action: string; detail: unknown }>(
      "SELECT actor, action, detail FROM admin_audit WHERE tenant_id = 'local' AND action LIKE 'finance.%' ORDER BY id",
    );
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor: 'admin@demo.com.br', action: 'finance.credentials.encrypt' }),
        expect.objectContaining({ actor: 'admin@demo.com.br', action: 'finance.credentials.decrypt' }),
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain('senha-do-banco');
  });

  it('imports the real NF-e sample sent as XML, with the computed fields of each line', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: `${base}/nfe/import`,
      ...local,
      headers: { code: admin, 'content-type': 'application/xml' },
      payload: realNfe,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ number: '69916', date: '2025-05-12', issuer: { document: '90954334000197', name: 'FULANO & DE TAL LTDA' } });
    expect(data.lines).toHaveLength(41);
    expect(data.lines[2]).toEqual({
      item: 3,
      unit: 'PC',
      description: 'FRIGIDEIRA GRAN CHEF 30 ARTISTIC C/TPA VIDRO',
      qtd: 90,
      qtdFaturada: 90,
      value: 90,
      baseICMS: 8100,
      icms: 12,
      codProductNf: '134530',
      nf: '69916',
      dateNf: '2025-05-12',
      baseUnitariaICMS: 90,
      auxCount: 1,
      totalValue: 8100,
      discountValue: 0,
      valIcms: 972,
      kitUnitValue: 90,
    });
  });

  it('imports the kit sample sent as JSON {xml} (text/xml too) and applies the kit rule', async () => {
    const res = await post(`${base}/nfe/import`, { xml: kitNfe });
    expect(res.statusCode).toBe(200);
    const [kit, pack] = res.json().data.lines;
    expect(kit).toMatchObject({ description: 'MEIA SOQUETE KIT 6 PARES', auxCount: 6, kitUnitValue: 59.9 / 6, totalValue: 599, valIcms: 97.04 });
    expect(pack).toMatchObject({ auxCount: 12, kitUnitValue: 20 });
    const asText = await call(t.app, { method: 'POST', url: `${base}/nfe/import`, ...local, headers: { code: admin, 'content-type': 'text/xml' }, payload: kitNfe });
    expect(asText.json().data.lines).toHaveLength(3);
  });

  it('refuses a malformed XML and a foreign XML with 422 and a pt-BR message', async () => {
    const malformed = await call(t.app, {
      method: 'POST',
      url: `${base}/nfe/import`,
      ...local,
      headers: { code: admin, 'content-type': 'application/xml' },
      payload: '<nfeProc versao="4.00"><NFe><infNFe versao="4.00">',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ error: '#INVALID_NFE_XML', message: expect.stringMatching(/^O arquivo não é um XML bem formado/) });
    const foreign = await post(`${base}/nfe/import`, { xml: '<?xml version="1.0"?><cteProc versao="4.00"><CTe/></cteProc>' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe('O XML não é uma NF-e no layout 4.00: esperado nfeProc ou NFe com infNFe versao="4.00".');
  });

  it('accepts an NF-e above the server-wide 1 MiB body limit, up to its own limit', async () => {
    const padding = `<!-- ${'x'.repeat(1_200_000)} -->`;
    const big = realNfe.replace('<nfeProc', `${padding}<nfeProc`);
    const res = await call(t.app, { method: 'POST', url: `${base}/nfe/import`, ...local, headers: { code: admin, 'content-type': 'application/xml' }, payload: big });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lines).toHaveLength(41);
  });
});
