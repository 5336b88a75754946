import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityMessages } from '../../domain/messages/entities';
import { Entity } from '../../schemas/entity';
import { compileSchema } from '../../schemas/validator';
import { backends, startTestApp, type TestApp } from './databases';
import { access, auth } from './entity-calls';
import { acme, call, local, loginCode } from './requests';
import { sqlCall } from './tenant-patch';

const entityValidator = compileSchema<Entity>(Entity);

describe.each(backends())('user entities and selection on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(() => t.close());

  const select = (code: string, email: string, entities: string[]) =>
    auth(t.app, code, `/v1/session/app/local/user/${email}/entity`, { payload: { entities } });
  const titulos = async (code: string) => (await sqlCall(t.app, 'titulos-abertos', code)).json().data.rows[0].total;

  it('lists the user entities with search, limit and fields; reads one; refuses one not held', async () => {
    const all = (await access(t.app, admin, '/v1/session/app/local/entity/list')).json().data;
    expect(all.map((e: Entity) => e.code)).toEqual(['11222333000181', '45723174000110']);
    for (const e of all) expect(entityValidator.check(e) ? '' : entityValidator.describe()).toBe('');
    const first = (await access(t.app, admin, '/v1/session/app/local/entity/list?limit=1')).json().data;
    expect(first).toHaveLength(1);
    const found = (await access(t.app, admin, '/v1/session/app/local/entity/list?query=indústria&fields=code,description')).json().data;
    expect(found).toEqual([{ code: '45723174000110', description: 'Demo Indústria S.A.' }]);
    expect((await access(t.app, admin, '/v1/session/app/local/entity/list?query=%25')).json().data).toEqual([]);
    const one = await access(t.app, ana, `/v1/session/app/local/entity/${encodeURIComponent('11.222.333/0001-81')}`);
    expect(one.json().data).toMatchObject({ code: '11222333000181', description: 'Demo Comércio Ltda', selected: true });
    const other = await access(t.app, ana, '/v1/session/app/local/entity/45723174000110');
    expect([other.statusCode, other.json().error]).toEqual([403, '#ENTITY_NOT_HELD']);
    expect((await access(t.app, ana, '/v1/session/app/local/entity/list')).statusCode).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/access/v1/session/app/local/entity/list', ...local })).statusCode).toBe(401);
    expect((await access(t.app, ana, '/v1/session/app/acme/entity/list', { host: acme.host })).statusCode).toBe(401);
    expect((await access(t.app, ana, '/v1/session/app/acme/entity/list')).json().error).toBe('#TENANT_MISMATCH');
  });

  it('selection: at least 1, only held entities; entitySelected and the titulos figure follow it', async () => {
    const none = await select(admin, 'admin@demo.com.br', []);
    expect([none.statusCode, none.json().message]).toEqual([400, entityMessages.validation.entitySelection]);
    const foreign = await select(admin, 'admin@demo.com.br', ['45723174000110', '12345678000195']);
    expect([foreign.statusCode, foreign.json().error]).toEqual([403, '#ENTITY_NOT_HELD']);
    expect((await select(ana, 'admin@demo.com.br', ['11222333000181'])).statusCode).toBe(403);

    expect(await titulos(ana)).toBe(2500.5);
    expect(await titulos(admin)).toBe(18151.4);
    const only = await select(admin, 'admin@demo.com.br', ['45.723.174/0001-10']);
    expect(only.json().data.user.entitySelected).toEqual([{ code: '45723174000110', description: 'Demo Indústria S.A.' }]);
    expect(await titulos(admin)).toBe(15650.9);
    const session = await call(t.app, { method: 'GET', url: '/auth/v1/session/app/local/user/session', ...local, headers: { code: admin } });
    expect(session.json().data.user).toMatchObject({ hasEntitySelected: true, selectedEntity: { code: '45723174000110' } });
    await select(admin, 'admin@demo.com.br', ['11222333000181', '45723174000110']);
    expect(await titulos(admin)).toBe(18151.4);
  });

  it('updates an entity the user holds (code and id must be its own) and removes it from the user', async () => {
    const current = (await access(t.app, ana, '/v1/session/app/local/entity/11222333000181')).json().data;
    const payload = { code: '11222333000181', description: 'Demo Comércio Ltda (matriz)', tag1: 'sul', tag2: null, externalId: 'ERP-1', dynamicFields: { segmento: 'varejo' }, id: current.id };
    const res = await access(t.app, ana, '/v1/session/app/local/entity/11222333000181', { method: 'POST', payload });
    expect(res.json().data).toEqual({ ...payload, selected: true });
    const wrongId = await access(t.app, ana, '/v1/session/app/local/entity/11222333000181', { method: 'POST', payload: { ...payload, id: 'x' } });
    expect(wrongId.statusCode).toBe(400);
    const notHeld = await access(t.app, ana, '/v1/session/app/local/entity/45723174000110', { method: 'POST', payload: { description: 'x' } });
    expect(notHeld.statusCode).toBe(403);

    const removed = await access(t.app, ana, '/v1/session/app/local/entity/11222333000181', { method: 'DELETE' });
    expect(removed.json().data).toEqual({ removed: true, code: '11222333000181' });
    expect((await access(t.app, ana, '/v1/session/app/local/entity/list')).json().data).toEqual([]);
    const user = (await call(t.app, { method: 'GET', url: '/auth/v1/session/app/local/user/session', ...local, headers: { code: ana } })).json().data.user;
    expect([user.hasEntity, user.entitySelected]).toEqual([false, []]);
    expect((await access(t.app, ana, '/v1/session/app/local/entity/11222333000181', { method: 'DELETE' })).statusCode).toBe(403);
    // The tenant's entity stays for its other holders, with the update.
    expect((await access(t.app, admin, '/v1/session/app/local/entity/11222333000181')).json().data.tag1).toBe('sul');
  });
});
