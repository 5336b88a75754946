import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityRecordsPage } from '../../schemas/activity-records';
import { compileSchema } from '../../schemas/validator';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local, loginCode } from './requests';

// SPEC §7 Activity: what the browser records (POST /activity/…/set with header pointer) reaches the tenant admin
// one by one, filtered by pointer, and only the tenant's own.
describe.each(backends())('activity records for the tenant admin on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(() => t.close());

  const record = (pointer: string, host: { host: string }, tenant: string, headers: Record<string, string> = {}, payload: object = {}) =>
    call(t.app, { method: 'POST', url: `/activity/v1/session/app/${tenant}/set`, ...host, headers: { pointer, ...headers }, payload });
  const records = (query: string, code = admin, host = local, tenant = 'local') =>
    call(t.app, { method: 'GET', url: `/pro-admin/v1/session/app/${tenant}/activity/records${query}`, ...host, headers: { code } });

  it('lists every SPEC activity newest first with who and the link, and filters by pointer', async () => {
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await record('simplificaPublicityClick', local, 'local', {}, { link: 'https://simplifica.example.com.br/' })).statusCode).toBe(200);
    t.clock.advance(1000);
    await record('connectionError', local, 'local', { code: ana }, { link: 'http://localhost:3000/dashboard' });
    t.clock.advance(1000);
    await record('connectionErrorSum', local, 'local', { code: ana }, { nick: 'Ana Souza', phone: '11999990000', email: 'ana@demo.com.br' });
    await record('connectionError', acme, 'acme');

    const all = await records('');
    expect(all.statusCode).toBe(200);
    const page = all.json().data;
    expect(compileSchema(ActivityRecordsPage).check(page)).toBe(true);
    expect(page.total).toBe(3);
    expect(page.pointers).toEqual(['connectionError', 'connectionErrorSum', 'simplificaPublicityClick']);
    expect(page.items.map((i: { pointer: string }) => i.pointer)).toEqual(['connectionErrorSum', 'connectionError', 'simplificaPublicityClick']);
    expect(page.items[0]).toMatchObject({ email: 'ana@demo.com.br', nick: 'Ana Souza', phone: '11999990000' });
    expect(page.items[2]).toMatchObject({ email: '', link: 'https://simplifica.example.com.br/' });

    const errors = (await records('?pointer=connectionError')).json().data;
    expect(errors.total).toBe(1);
    expect(errors.items).toEqual([expect.objectContaining({ pointer: 'connectionError', email: 'ana@demo.com.br', link: 'http://localhost:3000/dashboard' })]);
    const paged = (await records('?limit=1&page=2')).json().data;
    expect(paged.items.map((i: { pointer: string }) => i.pointer)).toEqual(['connectionError']);
  });

  it('refuses a malformed pointer filter in pt-BR, a non-admin, and another tenant', async () => {
    const bad = await records('?pointer=%27%3B%20drop');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', error: '#VALIDATION' });
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await records('', ana)).statusCode).toBe(403);
    expect((await records('', admin, acme, 'local')).statusCode).toBe(403);
  });
});
