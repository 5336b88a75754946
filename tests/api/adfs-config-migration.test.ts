import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateTenantDocument } from '../../server/tenancy/tenant-registry';
import { backends, startTestApp, type TestApp } from './databases';

const migration = readFileSync(path.resolve(import.meta.dirname, '../../server/db/migrations/064-adfs-openid-connect.sql'), 'utf8');

describe.each(backends())('migration 064 (old ADFS settings -> OpenID Connect) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const oldShape = async (tenant: string, authorizeUrl: string) => {
    const [row] = await t.app.db.query<{ document: { server: Record<string, unknown> } }>('SELECT document FROM tenants WHERE tenant_id = $1', [tenant]);
    const doc = row!.document;
    doc.server.adfs = { authorizeUrl, clientId: 'portal', clientSecret: 'enc:v1:segredo', redirectPath: '/federationLogin/x' };
    await t.app.db.query('UPDATE tenants SET document = $1 WHERE tenant_id = $2', [JSON.stringify(doc), tenant]);
  };
  const adfsOf = async (tenant: string) =>
    (await t.app.db.query<{ document: { server: { adfs?: unknown } } }>('SELECT document FROM tenants WHERE tenant_id = $1', [tenant]))[0]!.document;

  it('turns ADFS, Entra ID and the demo authorize URLs into issuers, keeping the client and its secret', async () => {
    await oldShape('acme', 'https://adfs.acme.com.br/adfs/oauth2/authorize');
    await oldShape('beta', 'https://sts.beta.com.br/adfs/oauth2/authorize?resource=x');
    await oldShape('delta', 'https://login.microsoftonline.com/4f1c0d2e-0000-4000-8000-000000000000/oauth2/v2.0/authorize');
    await t.app.db.query(migration);
    expect((await adfsOf('acme')).server.adfs).toEqual({ issuer: 'http://127.0.0.1:4100', clientId: 'portal', clientSecret: 'enc:v1:segredo' });
    expect((await adfsOf('beta')).server.adfs).toMatchObject({ issuer: 'https://sts.beta.com.br/adfs' });
    expect((await adfsOf('delta')).server.adfs).toMatchObject({
      issuer: 'https://login.microsoftonline.com/4f1c0d2e-0000-4000-8000-000000000000/v2.0',
    });
    for (const tenant of ['acme', 'beta', 'delta']) {
      const doc = await adfsOf(tenant);
      expect(() => validateTenantDocument(doc, tenant)).not.toThrow();
    }
  });
});
