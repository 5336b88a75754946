import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { gateConnectors, jobFinished, jobRunning } from './job-waits';
import { call, local, loginCode } from './requests';
import { sqlCall } from './tenant-patch';

/** Issue 4: the demo tenant's data-item queries (table paging and search, detail, figures, batch report). */
describe.each(backends())('data item queries of tenant local on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  let admin: string;
  const page = async (code: string, replace: Record<string, unknown>) => {
    const res = await sqlCall(t.app, 'titulos-lista', code, { method: 'POST', payload: { replace } });
    expect(res.statusCode, JSON.stringify(replace) + res.body).toBe(200);
    return res.json().data.rows as Record<string, unknown>[];
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(() => t.close());

  it('titulos-lista pages with :limit:/:offset: and reports the total in every row, open bills first', async () => {
    const first = await page(ana, { search: '', limit: 10, offset: 0 });
    expect(first).toHaveLength(10);
    expect(first[0]).toEqual({ numero: '0001234', cnpj: '11222333000181', vencimento: '2026-12-10', valor: '1520.50', situacao: 'Em aberto', total: 28 });
    expect(first.every((row) => row.cnpj === '11222333000181' && row.total === 28)).toBe(true);
    expect(await page(ana, { search: '', limit: 10, offset: 20 })).toHaveLength(8);
    expect(await page(ana, { search: '', limit: null, offset: 0 })).toHaveLength(28);
    expect(await page(ana, { search: '', limit: 10, offset: 30 })).toEqual([]);
    expect((await page(admin, { search: '', limit: 50, offset: 0 })).map((row) => row.total)).toContain(30);
  });

  it('titulos-lista searches by number, CNPJ, due date as shown or situation, as a bound value (never SQL)', async () => {
    expect((await page(ana, { search: 'Aberto', limit: 10, offset: 0 })).map((row) => [row.numero, row.situacao])).toEqual([
      ['0001234', 'Em aberto'],
      ['0001235', 'Em aberto'],
    ]);
    expect((await page(ana, { search: '10/12/2026', limit: 10, offset: 0 })).map((row) => row.numero)).toEqual(['0001234']);
    expect((await page(ana, { search: '0001112', limit: 10, offset: 0 })).map((row) => [row.numero, row.total])).toEqual([['0001112', 1]]);
    expect(await page(ana, { search: '45723174', limit: 10, offset: 0 })).toEqual([]);
    expect((await page(admin, { search: '45723174', limit: 10, offset: 0 })).map((row) => row.numero)).toEqual(['0002001', '0002002']);
    expect(await page(ana, { search: "' OR '1'='1", limit: 10, offset: 0 })).toEqual([]);
    const missing = await sqlCall(t.app, 'titulos-lista', ana, { method: 'POST', payload: { replace: { search: '' } } });
    expect([missing.statusCode, missing.json().error]).toEqual([400, '#VALIDATION']);
  });

  it('keeps the JSON types of POST replace values (null stays null, 10 stays 10) and refuses other shapes', async () => {
    // limit null = all rows (a value coerced to '' would fail the integer cast).
    expect(await page(ana, { search: '', limit: null, offset: 0 })).toHaveLength(28);
    for (const replace of [{ search: { $ne: 1 } }, { search: 'x'.repeat(10_001) }, { search: [[1]] }, { 'bad-key': 1 }]) {
      const res = await sqlCall(t.app, 'titulos-lista', ana, { method: 'POST', payload: { replace } });
      expect([res.statusCode, res.json().error]).toEqual([400, '#VALIDATION']);
    }
  });

  it('titulos-vencidos (detail) lists the bills already due; titulos-quantidade counts the open ones', async () => {
    const detail = (await sqlCall(t.app, 'titulos-vencidos', ana)).json().data.rows as Record<string, unknown>[];
    expect(detail.length).toBeGreaterThanOrEqual(26);
    expect(detail.every((row) => row.cnpj === '11222333000181' && String(row.vencimento) < '2026-12-10')).toBe(true);
    expect(detail[0]).toHaveProperty('Situação', 'Pago');
    expect((await sqlCall(t.app, 'titulos-quantidade', ana)).json().data.rows).toEqual([{ quantidade: 2 }]);
    expect((await sqlCall(t.app, 'titulos-quantidade', admin)).json().data.rows).toEqual([{ quantidade: 4 }]);
    expect((await sqlCall(t.app, 'titulos-abertos', ana)).json().data.rows).toEqual([{ total: 2500.5 }]);
    expect((await sqlCall(t.app, 'titulos-abertos', admin)).json().data.rows).toEqual([{ total: 18151.4 }]);
  });

  it('titulos-relatorio runs as a batch job: pending (404) at first, then one row per CNPJ', async () => {
    // The report holds at a gate the test opens (its own 1.5 s pause is for the browser's polling, not waited on here).
    const gate = gateConnectors(t.app, 'pg_sleep(1.5)');
    const started = await sqlCall(t.app, 'titulos-relatorio', admin, {
      method: 'POST',
      headers: { 'async-batch': 'true' },
      payload: { replace: { search: '', limit: null, offset: 0 } },
    });
    expect(started.statusCode, started.body).toBe(201);
    const url = `/remotesql/v1/general/app/local/batch/${started.json().data.jobId}`;
    const poll = () => call(t.app, { method: 'GET', url, host: local.host, headers: { code: admin } });
    const jobId = started.json().data.jobId as string;
    await jobRunning(t.app, jobId);
    const pending = await poll();
    expect([pending.statusCode, pending.json().error]).toEqual([404, '#BATCH_PENDING']);
    gate.release();
    await jobFinished(t.app, jobId);
    const done = await poll();
    expect(done.statusCode).toBe(200);
    expect(done.json().data.rows).toEqual([
      { cnpj: '11222333000181', quantidade: 2, total: 2500.5 },
      { cnpj: '45723174000110', quantidade: 2, total: 15650.9 },
    ]);
  });
});
