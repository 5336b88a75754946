import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './databases';
import { acme, call, local, loginCode } from './requests';
import { patchTenant } from './tenant-patch';

const productionSecrets = { configSecretKey: 'b'.repeat(64), operatorHost: undefined };
const fixturesUrl = (id: string) => `/qa/v1/app/${id}/fixtures`;

// Issue 15: the QA workbench's fixtures are served in development, and in production only to a signed-in user of
// a group the tenant's server.qa.groups names; everyone else gets 404 #NOT_FOUND (PGlite: configuration, not storage).
describe('GET /qa/v1/app/{id}/fixtures', () => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    dev = await startTestApp('pglite');
    prod = await startTestApp('pglite', { config: { production: true, ...productionSecrets } });
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
  });

  it('development: every fixture file with its description, and the demo tenants the fixtures name', async () => {
    const res = await call(dev.app, { method: 'GET', url: fixturesUrl('local'), host: local.host });
    expect(res.statusCode).toBe(200);
    const { fixtures, companies } = res.json().data;
    expect(fixtures.length).toBeGreaterThan(100);
    const adfs = fixtures.find((f: { folder: string; name: string }) => f.folder === 'login' && f.name === 'adfs-button');
    expect(adfs.fixture).toMatchObject({ machine: 'login', input: { companyId: 'acme' }, steps: [{ expect: 'leftForAdfs' }] });
    expect(adfs.fixture.description).toContain('Microsoft');
    expect(Object.keys(companies)).toEqual(expect.arrayContaining(['local', 'acme']));
    // Public part only: the server config (connectors, secrets) never leaves.
    expect(JSON.stringify(companies)).not.toContain('not-a-real-secret');
  });

  it('production: 404 without a QA group, without a session, for a user outside the group and across tenants', async () => {
    const notFound = async (host: string, url: string, code?: string) => {
      const res = await call(prod.app, { method: 'GET', url, host, headers: code ? { code } : {} });
      expect(res.statusCode, `${host} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', error: '#NOT_FOUND' });
    };
    const joao = await loginCode(prod.app, 'acme', acme.host, 'joao@acme.com.br');
    // The tenant names no QA group: nobody, signed in or not.
    await notFound(acme.host, fixturesUrl('acme'));
    await notFound(acme.host, fixturesUrl('acme'), joao);
    // A QA group joao is not in.
    await patchTenant(prod.app, 'acme', (doc) => (doc.server.qa = { groups: ['qa'] }));
    await notFound(acme.host, fixturesUrl('acme'), joao);
    await patchTenant(prod.app, 'acme', (doc) => (doc.server.qa = { groups: ['vendas'] }));
    await notFound(acme.host, fixturesUrl('acme'));
    // joao's acme session on another tenant, and another tenant's id on acme's host.
    await notFound(local.host, fixturesUrl('local'), joao);
    await notFound(acme.host, fixturesUrl('local'), joao);

    const res = await call(prod.app, { method: 'GET', url: fixturesUrl('acme'), host: acme.host, headers: { code: joao } });
    expect(res.statusCode).toBe(200);
    const { fixtures, companies } = res.json().data;
    expect(fixtures.length).toBeGreaterThan(100);
    // Production sends the tenant's own company config only.
    expect(Object.keys(companies)).toEqual(['acme']);
  });
});
