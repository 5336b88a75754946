import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityApproval } from '../../schemas/entity';
import { compileSchema } from '../../schemas/validator';
import { backends, startTestApp, type TestApp } from './databases';
import { access, heldCodes, loginThree } from './entity-calls';
import { call, local } from './requests';

const base = '/v1/session/app/local/entity';
const check = compileSchema<EntityApproval>(EntityApproval);
const request = { description: 'Nova Filial Ltda', tag1: 'sul', tag2: null, options: { filial: true }, term: { id: 'uso', version: 1 } };

describe.each(backends())('entity approval on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  let admin: string;
  let host: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { sessionCacheMs: 0 });
    [ana, admin, host] = await loginThree(t.app, ['ana', 'admin', 'host']);
  });
  afterAll(() => t.close());

  const pending = async (code: string) => (await access(t.app, code, `${base}/pendingApproval`)).json().data;
  const decide = (code: string, cnpj: string, approved: boolean, email: string) =>
    access(t.app, code, `${base}/${cnpj}/approval/decision`, { method: 'POST', payload: { approved, email } });
  const sessionUser = async (code: string) =>
    (await call(t.app, { method: 'GET', url: '/auth/v1/session/app/local/user/session', ...local, headers: { code } })).json().data.user;

  it('a request goes pending: the user sees their own, an approver sees the whole tenant', async () => {
    const res = await access(t.app, ana, `${base}/55667788000186/approval`, { method: 'POST', payload: request });
    expect(res.json().data).toMatchObject({ code: '55667788000186', email: 'ana@demo.com.br', status: 'pending', ...request });
    expect(check.check(res.json().data) ? '' : check.describe()).toBe('');
    const again = await access(t.app, ana, `${base}/55667788000186/approval`, { method: 'POST', payload: request });
    expect([again.statusCode, again.json().error]).toEqual([409, '#APPROVAL_PENDING']);
    await access(t.app, host, `${base}/33445566000186/approval`, { method: 'POST', payload: { description: 'Outra' } });
    expect((await pending(ana)).map((p: EntityApproval) => p.code)).toEqual(['55667788000186']);
    expect((await pending(admin)).map((p: EntityApproval) => `${p.email} ${p.code}`)).toEqual([
      'ana@demo.com.br 55667788000186',
      'host@demo.com.br 33445566000186',
    ]);
    expect((await sessionUser(ana)).entityPendingApproval).toBe(true);
    const invalid = await access(t.app, ana, `${base}/55667788000187/approval`, { method: 'POST', payload: request });
    expect(invalid.statusCode).toBe(400);
    // The alphanumeric CNPJ (in force since July 2026), masked as typed, is stored upper-case without the mask.
    const alnum = await access(t.app, ana, `${base}/${encodeURIComponent('12.abc.345/01de-35')}/approval`, { method: 'POST', payload: request });
    expect(alnum.json().data.code).toBe('12ABC34501DE35');
    expect((await access(t.app, ana, `${base}/12ABC34501DE36/approval`, { method: 'POST', payload: request })).statusCode).toBe(400);
    await access(t.app, admin, `${base}/12ABC34501DE35/approval/decision`, { method: 'POST', payload: { approved: false, email: 'ana@demo.com.br' } });
  });

  it('only approvers decide; approval adds the entity with its request fields, refusal does not', async () => {
    expect((await decide(host, '55667788000186', true, 'ana@demo.com.br')).statusCode).toBe(403);
    expect((await decide(ana, '55667788000186', true, 'ana@demo.com.br')).statusCode).toBe(403);
    const approved = await decide(admin, '55667788000186', true, 'ana@demo.com.br');
    expect(approved.json().data).toMatchObject({ status: 'approved', email: 'ana@demo.com.br' });
    expect(await heldCodes(t.app, 'ana@demo.com.br')).toEqual(['11222333000181', '55667788000186']);
    const entity = (await access(t.app, ana, `${base}/55667788000186`)).json().data;
    expect(entity).toMatchObject({ description: 'Nova Filial Ltda', tag1: 'sul', tag2: null });
    expect((await sessionUser(ana)).entityPendingApproval).toBe(false);
    const twice = await decide(admin, '55667788000186', false, 'ana@demo.com.br');
    expect([twice.statusCode, twice.json().error]).toEqual([404, '#APPROVAL_NOT_FOUND']);

    expect((await decide(admin, '33445566000186', false, 'host@demo.com.br')).json().data.status).toBe('refused');
    expect(await heldCodes(t.app, 'host@demo.com.br')).toEqual(['11222333000181']);
    expect(await pending(admin)).toEqual([]);
  });
});
