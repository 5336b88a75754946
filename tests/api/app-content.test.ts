import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantDocument } from '../../schemas/tenant';
import { tenantFixturesDir } from '../../server/paths';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local, loginCode } from './requests';

/** The demo tenants, with banners and notifications added to tenant local's seed. */
function fixturesWithContent(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-fixtures-'));
  cpSync(tenantFixturesDir, dir, { recursive: true });
  const file = path.join(dir, 'local.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as TenantDocument;
  doc.seed = {
    ...doc.seed,
    banners: [
      { html: '<p>Sempre</p>' },
      { html: '<p>Março</p>', startsAt: '2026-03-03T00:00:00.000Z' },
      { html: '<p>Acabou</p>', endsAt: '2026-03-01T00:00:00.000Z' },
      { html: '<p>Semana</p>', startsAt: '2026-03-01T00:00:00.000Z', endsAt: '2026-03-05T00:00:00.000Z' },
    ],
    notifications: [
      { email: 'ana@demo.com.br', identifier: 'boleto-1', module: 'financeiro', title: 'Boleto', message: 'Seu boleto vence amanhã.' },
      { email: 'ana@demo.com.br', identifier: 'aviso-1', title: 'Aviso', message: 'Manutenção no sábado.', read: true, notify: false },
      { email: 'ana@demo.com.br', identifier: 'boleto-2', uniqueIdentifier: 'u-2', module: 'financeiro', title: 'Boleto', message: 'Novo boleto.' },
      { email: 'admin@demo.com.br', identifier: 'so-admin', title: 'Admin', message: 'Só para o admin.' },
    ],
  };
  writeFileSync(file, JSON.stringify(doc));
  return dir;
}

describe.each(backends())('app calls and notifications on %s', (backend) => {
  let t: TestApp;
  let fixturesDir: string;
  let ana: string;
  let admin: string;
  const get = (url: string, code: string, host = local.host) => call(t.app, { method: 'GET', url, host, headers: { code } });
  const saveValue = (code: string, headers: Record<string, string>, payload: unknown) =>
    call(t.app, {
      method: 'POST',
      url: '/app/v1/session/app/local/config/update/customValue',
      ...local,
      headers: { code, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });
  const item = { 'module-id': 'financeiro', 'item-id': 'titulos' };

  beforeAll(async () => {
    fixturesDir = fixturesWithContent();
    t = await startTestApp(backend, { fixturesDir });
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(async () => {
    await t.close();
    rmSync(fixturesDir, { recursive: true, force: true });
  });

  it("saves a module item's customValue with its s3 metadata and reads it back, per tenant + module + item", async () => {
    const value = { campo: 'valor', lista: [1, 2] };
    const saved = await saveValue(ana, { ...item, 's3-save': 'true', 's3-path': 'forms/titulos.json', 's3-props': '{"acl":"private"}' }, value);
    const expected = {
      moduleId: 'financeiro',
      itemId: 'titulos',
      customValue: value,
      s3Save: true,
      s3Path: 'forms/titulos.json',
      s3Props: { acl: 'private' },
      updatedAt: '2026-03-02T12:00:00.000Z',
    };
    // With s3-save the value is also stored as a JSON file in the s3-path folder; the reply carries its key and signed link.
    expect(saved.json()).toEqual({
      status: 'success',
      data: { ...expected, s3Key: 'forms/titulos.json/financeiro-titulos.json', s3Link: expect.stringMatching(/^\/file\/v1\/blob\/t\/local\/forms\/titulos\.json\/financeiro-titulos\.json\?expires=\d+&signature=/) },
    });
    const url = '/app/v1/session/app/local/config/customValue?moduleId=financeiro&itemId=titulos';
    expect((await get(url, admin)).json().data).toEqual(expected);
    await saveValue(admin, item, { linha: 1 });
    expect((await get(url, ana)).json().data).toMatchObject({ customValue: { linha: 1 }, s3Save: false, s3Path: null, s3Props: null });
    const none = await get('/app/v1/session/app/local/config/customValue?moduleId=cadastros&itemId=clientes', ana);
    expect(none.json().data).toMatchObject({ customValue: null, updatedAt: null });
  });

  it('refuses a customValue for an unknown or hidden item, bad headers or body, and without a session', async () => {
    expect((await saveValue(ana, { 'module-id': 'financeiro', 'item-id': 'nao-existe' }, {})).statusCode).toBe(404);
    const hidden = await saveValue(ana, { 'module-id': 'cadastros', 'item-id': 'parceiros' }, {});
    expect([hidden.statusCode, hidden.json().error]).toEqual([403, '#FORBIDDEN']);
    expect((await saveValue(admin, { 'module-id': 'cadastros', 'item-id': 'parceiros' }, {})).statusCode).toBe(200);
    expect((await saveValue(ana, { 'module-id': 'financeiro' }, {})).statusCode).toBe(400);
    expect((await saveValue(ana, { ...item, 's3-props': '{nao json' }, {})).statusCode).toBe(400);
    expect((await saveValue(ana, item, 'texto')).statusCode).toBe(400);
    expect((await saveValue(ana, item, [1, 2])).statusCode).toBe(400);
    expect((await saveValue('', item, {})).json().error).toBe('#USER_TOKEN_NOTFOUND');
    const joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    const otherTenant = await get('/app/v1/session/app/acme/config/customValue?moduleId=financeiro&itemId=titulos', joao, acme.host);
    expect(otherTenant.statusCode).toBe(404);
  });

  it("lists the user's notifications, newest first, optionally only the unread, and marks one read", async () => {
    // When each was sent, as ISO 8601 (the bell shows it as 'há 2 minutos').
    const sentAt = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const list = await get('/notifications/v1/app/local/list', ana);
    expect(list.json().data).toEqual([
      { identifier: 'boleto-2', uniqueIdentifier: 'u-2', module: 'financeiro', read: false, title: 'Boleto', message: 'Novo boleto.', notify: true, createdAt: sentAt },
      { identifier: 'aviso-1', uniqueIdentifier: expect.any(String), module: null, read: true, title: 'Aviso', message: 'Manutenção no sábado.', notify: false, createdAt: sentAt },
      { identifier: 'boleto-1', uniqueIdentifier: expect.any(String), module: 'financeiro', read: false, title: 'Boleto', message: 'Seu boleto vence amanhã.', notify: true, createdAt: sentAt },
    ]);
    const unread = async () => (await get('/notifications/v1/app/local/list?showOnlyNonRead=true', ana)).json().data.map((n: { identifier: string }) => n.identifier);
    expect(await unread()).toEqual(['boleto-2', 'boleto-1']);
    const read = (identifier: string) =>
      call(t.app, { method: 'POST', url: '/notifications/v1/app/local/read', ...local, headers: { code: ana }, payload: { identifier } });
    expect((await read('boleto-1')).json()).toEqual({ status: 'success', data: { read: true } });
    expect(await unread()).toEqual(['boleto-2']);
    expect((await read('so-admin')).json().error).toBe('#NOT_FOUND');
    expect((await get('/notifications/v1/app/local/list?showOnlyNonRead=true', admin)).json().data).toHaveLength(1);
    expect((await get('/notifications/v1/app/local/list', '')).statusCode).toBe(401);
  });

  it("records the summary failure activity 'connectionErrorSum'", async () => {
    const res = await call(t.app, { method: 'POST', url: '/activity/v1/session/app/local/set', ...local, headers: { pointer: 'connectionErrorSum', code: ana }, payload: {} });
    expect(res.json()).toEqual({ status: 'success', data: { recorded: true } });
    const rows = await t.app.db.query("SELECT email FROM activities WHERE tenant_id = 'local' AND pointer = 'connectionErrorSum'");
    expect(rows).toEqual([{ email: 'ana@demo.com.br' }]);
  });

  it('lists the banners active now (runs last: it moves the clock days ahead)', async () => {
    expect((await get('/app/v1/session/app/local/banners', ana)).json()).toEqual({
      status: 'success',
      data: [{ html: '<p>Sempre</p>' }, { html: '<p>Semana</p>' }],
    });
    expect((await get('/app/v1/session/app/local/banners', '')).statusCode).toBe(401);
    t.clock.advance(4 * 24 * 3600_000);
    const later = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await get('/app/v1/session/app/local/banners', later)).json().data).toEqual([{ html: '<p>Sempre</p>' }, { html: '<p>Março</p>' }]);
  });
});
