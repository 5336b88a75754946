import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityAuditRecord } from '../../schemas/entity';
import { compileSchema } from '../../schemas/validator';
import { backends, startTestApp, type TestApp } from './databases';
import { access, auth, loginThree } from './entity-calls';
import { call, local } from './requests';
import { patchTenant } from './tenant-patch';

const check = compileSchema<EntityAuditRecord>(EntityAuditRecord);

describe.each(backends())('entity audit and accounts access on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  let admin: string;
  let host: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { sessionCacheMs: 0 });
    [ana, admin, host] = await loginThree(t.app, ['ana', 'admin', 'host']);
  });
  afterAll(() => t.close());

  const audit = (code: string) => access(t.app, code, '/v1/app/local/entity/audit');

  it('every entity change writes who, what, entity, when, IP and user agent; listed newest first', async () => {
    await auth(t.app, admin, '/v1/session/app/local/user/admin@demo.com.br/entity', { payload: { entities: ['45723174000110'] } });
    t.clock.advance(1000);
    await access(t.app, ana, '/v1/session/app/local/entity/12345678000195/autoValidate', { method: 'POST' });
    t.clock.advance(1000);
    await auth(t.app, host, '/v1/user/createGuest?id=local&email=visita@demo.com.br');
    t.clock.advance(1000);
    await access(t.app, host, '/v1/entity/giveToAnotherUser?id=local&email=visita@demo.com.br&entityCode=11222333000181', { method: 'POST' });
    t.clock.advance(1000);
    await access(t.app, ana, '/v1/session/app/local/entity/12345678000195', { method: 'DELETE' });

    const all = (await audit(admin)).json().data as EntityAuditRecord[];
    for (const r of all) expect(check.check(r) ? '' : check.describe()).toBe('');
    expect(all.map((r) => `${r.action} ${r.actorEmail} ${r.entityCode ?? '-'} ${r.targetEmail ?? '-'}`)).toEqual([
      'entity.remove ana@demo.com.br 12345678000195 -',
      'entity.give host@demo.com.br 11222333000181 visita@demo.com.br',
      'guest.create host@demo.com.br - visita@demo.com.br',
      'entity.add.autoValidate ana@demo.com.br 12345678000195 -',
      'entity.select admin@demo.com.br - -',
    ]);
    expect(all[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'vitest-agent', createdAt: new Date(t.clock.ms).toISOString() });
    // Others see only what they (or their guests) took part in.
    expect(((await audit(ana)).json().data as EntityAuditRecord[]).map((r) => r.action)).toEqual(['entity.remove', 'entity.add.autoValidate']);
    expect(((await audit(host)).json().data as EntityAuditRecord[]).map((r) => r.action)).toEqual(['entity.give', 'guest.create']);
    const rows = await t.app.db.query<{ tenant_id: string }>('SELECT DISTINCT tenant_id FROM entity_audit');
    expect(rows).toEqual([{ tenant_id: 'local' }]);
  });

  it('is only there when the company config has entity.radar', async () => {
    await patchTenant(t.app, 'local', (doc) => {
      doc.company.entity = { ...doc.company.entity, radar: false };
    });
    const res = await audit(admin);
    expect([res.statusCode, res.json().error]).toEqual([404, '#AUDIT_DISABLED']);
    expect((await call(t.app, { method: 'GET', url: '/access/v1/app/local/entity/audit', ...local })).statusCode).toBe(401);
  });

  it('accounts access comes from the payment adapter and shows as hasAccountsAccess', async () => {
    const paymentAccess = async (code: string) =>
      (await call(t.app, { method: 'GET', url: '/payment/v1/app/local/access', ...local, headers: { code } })).json().data;
    const user = async (code: string) =>
      (await call(t.app, { method: 'GET', url: '/auth/v1/session/app/local/user/session', ...local, headers: { code } })).json().data.user;
    expect(await paymentAccess(admin)).toEqual({ access: true });
    expect(await paymentAccess(ana)).toEqual({ access: false });
    expect((await user(admin)).hasAccountsAccess).toBe(true);
    expect((await user(ana)).hasAccountsAccess).toBe(false);
    await patchTenant(t.app, 'local', (doc) => {
      doc.server.payment = { accountsAccess: true };
    });
    expect(await paymentAccess(ana)).toEqual({ access: true });
    expect((await user(ana)).hasAccountsAccess).toBe(true);
  });
});
