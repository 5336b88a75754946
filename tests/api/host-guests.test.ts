import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { access, auth, heldCodes, loginThree } from './entity-calls';
import { hashOf, lastMailedLink } from './links';
import { call, local, loginCode, password } from './requests';

describe.each(backends())('host users and guests on %s', (backend) => {
  let t: TestApp;
  let host: string;
  let admin: string;
  let ana: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    [host, admin, ana] = await loginThree(t.app, ['host', 'admin', 'ana']);
  });
  afterAll(() => t.close());

  const validate = (code: string) => call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code } });

  it('a host creates a guest (mailed a registration link), lists, groups and gives entities; the guest signs in', async () => {
    const created = await auth(t.app, host, '/v1/user/createGuest?id=local&email=Convidado@Demo.com.br');
    expect(created.json().data).toEqual({ email: 'convidado@demo.com.br', created: true });
    expect((await auth(t.app, host, '/v1/user/createGuest?id=local&email=ana@demo.com.br')).statusCode).toBe(409);
    expect((await auth(t.app, ana, '/v1/user/createGuest?id=local&email=x@demo.com.br')).statusCode).toBe(403);
    const link = await lastMailedLink(t.app, 'convidado@demo.com.br');
    const done = await call(t.app, {
      method: 'POST', url: '/auth/v1/general/app/local/user/convidado@demo.com.br', ...local,
      headers: { 'created-hash': hashOf(link) }, payload: { nick: 'Caio Convidado', password },
    });
    expect(done.statusCode).toBe(200);
    const list = await auth(t.app, host, '/v1/user/listGuest?id=local', { method: 'GET' });
    expect(list.json().data).toMatchObject([{ email: 'convidado@demo.com.br', nick: 'Caio Convidado', groups: [], enabled: true }]);
    expect((await auth(t.app, admin, '/v1/user/listGuest?id=local', { method: 'GET' })).json().data).toEqual([]);

    const group = await auth(t.app, host, '/v1/user/modifyGroupByHost?id=local&email=convidado@demo.com.br&group=financeiro&type=add');
    expect(group.json().data.groups).toEqual(['financeiro']);
    for (const g of ['admin', 'host']) {
      expect((await auth(t.app, host, `/v1/user/modifyGroupByHost?id=local&email=convidado@demo.com.br&group=${g}&type=add`)).statusCode).toBe(403);
    }
    const given = await access(t.app, host, '/v1/entity/giveToAnotherUser?id=local&email=convidado@demo.com.br&entityCode=11222333000181', { method: 'POST' });
    expect(given.json().data).toMatchObject({ added: true, code: '11222333000181', email: 'convidado@demo.com.br' });
    const listed = await access(t.app, host, '/v1/entity/listByHost?id=local&email=convidado@demo.com.br');
    expect(listed.json().data.map((e: { code: string }) => e.code)).toEqual(['11222333000181']);
    const guest = await loginCode(t.app, 'local', local.host, 'convidado@demo.com.br');
    expect((await validate(guest)).json().data.json).toMatchObject({ groups: ['financeiro'], hasEntity: true });
    const removed = await access(t.app, host, '/v1/entity/removeByHost?id=local&email=convidado@demo.com.br&entityCode=11222333000181', { method: 'POST' });
    expect(removed.json().data.removed).toBe(true);
    expect(await heldCodes(t.app, 'convidado@demo.com.br')).toEqual([]);
    await auth(t.app, host, '/v1/user/modifyGroupByHost?id=local&email=convidado@demo.com.br&group=financeiro&type=remove');
    expect((await validate(guest)).json().data.json.groups).toEqual([]);

    // Disabling (changeEnableByHost) ends the guest's sessions; removing deletes the guest.
    expect((await auth(t.app, host, '/v1/user/changeEnableByHost?id=local&email=convidado@demo.com.br&enable=false')).statusCode).toBe(200);
    expect((await validate(guest)).statusCode).toBe(401);
    expect((await auth(t.app, host, '/v1/user/removeGuestByHost?id=local&email=convidado@demo.com.br')).json().data.removed).toBe(true);
    expect(await t.app.db.query("SELECT 1 FROM users WHERE email = 'convidado@demo.com.br'")).toEqual([]);
  });

  it("refuses another tenant's user, another host's guest, an ordinary user and an entity the host does not hold", async () => {
    await auth(t.app, admin, '/v1/user/createGuest?id=local&email=do-admin@demo.com.br');
    await auth(t.app, host, '/v1/user/createGuest?id=local&email=meu@demo.com.br');
    const tries = [
      ['/v1/entity/giveToAnotherUser?id=local&email=joao@acme.com.br&entityCode=11222333000181', '#FORBIDDEN'],
      ['/v1/entity/giveToAnotherUser?id=local&email=do-admin@demo.com.br&entityCode=11222333000181', '#FORBIDDEN'],
      ['/v1/entity/giveToAnotherUser?id=local&email=ana@demo.com.br&entityCode=11222333000181', '#FORBIDDEN'],
      ['/v1/entity/giveToAnotherUser?id=local&email=meu@demo.com.br&entityCode=45723174000110', '#ENTITY_NOT_HELD'],
      ['/v1/entity/removeByHost?id=local&email=do-admin@demo.com.br&entityCode=11222333000181', '#FORBIDDEN'],
    ];
    for (const [path, error] of tries) {
      const res = await access(t.app, host, path as string, { method: 'POST' });
      expect([res.statusCode, res.json().error]).toEqual([403, error]);
    }
    expect((await access(t.app, host, '/v1/entity/listByHost?id=local&email=do-admin@demo.com.br')).statusCode).toBe(403);
    expect((await access(t.app, host, '/v1/entity/listByHost?id=acme&email=joao@acme.com.br')).json().error).toBe('#TENANT_MISMATCH');
    for (const path of ['/v1/user/removeGuestByHost?id=local&email=do-admin@demo.com.br', '/v1/user/modifyGroupByHost?id=local&email=do-admin@demo.com.br&group=x&type=add']) {
      expect((await auth(t.app, host, path)).statusCode).toBe(403);
    }
    expect(await heldCodes(t.app, 'meu@demo.com.br')).toEqual([]);
  });
});
