import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { gateConnectors, jobFinished, jobRunning } from './job-waits';
import { acme, call, local, loginCode } from './requests';
import { patchTenant, sqlCall } from './tenant-patch';

const batchHeaders = { 'async-batch': 'true' };

describe.each(backends())('batch jobs on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  let admin: string;
  let joao: string;
  const batch = (code: string, jobId: string, o: { host?: string; tenant?: string; headers?: Record<string, string> } = {}) =>
    call(t.app, {
      method: 'GET',
      url: `/remotesql/v1/general/app/${o.tenant ?? 'local'}/batch/${jobId}`,
      host: o.host ?? local.host,
      headers: { code, ...o.headers },
    });
  const start = async (name: string, o: Parameters<typeof sqlCall>[3] = {}) => {
    const res = await sqlCall(t.app, name, ana, { ...o, headers: { ...batchHeaders, ...o.headers } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.jobId as string;
  };
  /** The job's reply once the runner has settled it (its 'settled' event, bounded at 20 s). */
  const result = async (jobId: string, code = ana) => {
    await jobFinished(t.app, jobId);
    return batch(code, jobId);
  };
  /** 'lote-lento' waits on this gate (released by the test) instead of sleeping. */
  let gate: ReturnType<typeof gateConnectors>;
  const jobState = async (jobId: string) =>
    (await t.app.db.query<{ state: string; attempts: number }>('SELECT state, attempts FROM jobs WHERE id = $1', [jobId]))[0];

  beforeAll(async () => {
    t = await startTestApp(backend);
    await patchTenant(t.app, 'local', (doc) => {
      doc.server.queries = {
        ...doc.server.queries,
        lote: { connector: 'erp', sql: 'SELECT numero FROM titulos WHERE cnpj = ANY(:entities:) AND numero >= :desde: ORDER BY numero' },
        'lote-lento': { connector: 'erp', sql: 'SELECT 42 AS resposta /* portao */' },
        'lote-inserir': { connector: 'erp', sql: "INSERT INTO titulos (cnpj, numero, vencimento, valor) VALUES ('1', '2', '2026-01-01', 1) RETURNING id" },
      };
    });
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    gate = gateConnectors(t.app, '/* portao */');
  });
  afterAll(async () => {
    gate.release();
    await t.close();
  });

  it('queues a job (201 {jobId}), answers 404 #BATCH_PENDING while it runs, then {rows, status}', async () => {
    const slow = await start('lote-lento');
    await jobRunning(t.app, slow);
    const pending = await batch(ana, slow);
    expect([pending.statusCode, pending.json().error]).toEqual([404, '#BATCH_PENDING']);
    gate.release();
    expect((await result(slow)).json()).toEqual({ status: 'success', data: { rows: [{ resposta: 42 }], status: 'done' } });
    const get = await start('lote', { query: `?replace=${encodeURIComponent(JSON.stringify({ desde: '0001200' }))}` });
    expect((await result(get)).json().data.rows).toEqual([{ numero: '0001234' }, { numero: '0001235' }]);
    const post = await start('lote', { method: 'POST', query: '?unique', payload: { replace: { desde: '0' } } });
    expect((await result(post)).json().data.rows).toEqual([{ numero: '0001100' }]);
  });

  it('checks the call before queueing: unknown name, wrong connector, missing token', async () => {
    const unknown = await sqlCall(t.app, 'nao-existe', ana, { headers: batchHeaders });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, '#QUERY_NOT_FOUND']);
    expect((await sqlCall(t.app, 'lote', ana, { query: '?connector=outro', headers: batchHeaders })).statusCode).toBe(403);
    expect((await sqlCall(t.app, 'lote', ana, { headers: batchHeaders })).statusCode).toBe(400);
    expect((await t.app.db.query("SELECT count(*)::int AS n FROM jobs WHERE query_name = 'nao-existe'"))[0]).toEqual({ n: 0 });
  });

  it("answers a failed job with the query's error reply", async () => {
    const res = await result(await start('lote-inserir'));
    expect([res.statusCode, res.json().error]).toEqual([403, '#READ_ONLY_QUERY']);
  });

  it("keeps a job to its tenant and user: another user's, another tenant's or an unknown id is 404", async () => {
    const jobId = await start('lote', { query: `?replace=${encodeURIComponent('{"desde":"0"}')}` });
    await result(jobId);
    expect((await batch(admin, jobId)).json().error).toBe('#NOT_FOUND');
    const otherTenant = await batch(joao, jobId, { tenant: 'acme', host: acme.host });
    expect([otherTenant.statusCode, otherTenant.json().error]).toEqual([404, '#NOT_FOUND']);
    expect((await batch(ana, jobId, { tenant: 'acme' })).json().error).toBe('#TENANT_MISMATCH');
    expect((await batch(ana, jobId, { tenant: 'acme', host: acme.host })).statusCode).toBe(401);
    expect((await batch(ana, '00000000-0000-4000-8000-000000000000')).json().error).toBe('#NOT_FOUND');
    expect((await batch(ana, 'nao-e-um-id')).statusCode).toBe(400);
    expect((await batch('', jobId)).json().error).toBe('#USER_TOKEN_NOTFOUND');
  });

  it('fails a job still unfinished after max-wait-time (default 300000 ms) with 504 #QUERY_TIMEOUT', async () => {
    gate = gateConnectors(t.app, '/* portao */');
    const short = await start('lote-lento');
    t.clock.advance(1001);
    const cut = await batch(ana, short, { headers: { 'max-wait-time': '1000' } });
    expect([cut.statusCode, cut.json().error]).toEqual([504, '#QUERY_TIMEOUT']);
    expect((await result(short)).statusCode).toBe(504);
    const long = await start('lote-lento');
    expect((await batch(ana, long, { headers: { 'max-wait-time': '300000' } })).statusCode).toBe(404);
    t.clock.advance(300_001);
    expect((await batch(ana, long)).json().error).toBe('#QUERY_TIMEOUT');
  });

  it('survives a restart: a job cut off mid-run, and one left running by a crashed process, run again to their results', async () => {
    const crashed = await start('lote', { query: `?replace=${encodeURIComponent('{"desde":"0001235"}')}` });
    await result(crashed);
    await t.app.db.query(
      "UPDATE jobs SET state = 'running', result = NULL, runner_id = 'processo-caido', lease_until = $2 WHERE id = $1",
      [crashed, new Date(t.clock.ms - 1)],
    );
    const jobId = await start('lote-lento');
    await jobRunning(t.app, jobId); // held by the gate: the restart cuts it off mid-run
    expect((await batch(ana, jobId)).json().error).toBe('#BATCH_PENDING');

    await t.restart();
    gate.release();

    expect((await result(jobId)).json().data).toEqual({ rows: [{ resposta: 42 }], status: 'done' });
    // Run again after the restart (a second attempt at least: on PostgreSQL the new runner's sweep may also find it
    // free while the restart's re-queue races it), and its result stored once, as done.
    const after = await jobState(jobId);
    expect(after?.state).toBe('done');
    expect(after?.attempts).toBeGreaterThanOrEqual(2);
    expect((await result(crashed)).json().data.rows).toEqual([{ numero: '0001235' }]);
  });
});
