import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';

const keyA = 'a1'.repeat(32);
const keyB = 'b2'.repeat(32);

/** Every stored secret string of the tenants and their versions (they all start with enc:v1:<keyId>:). */
async function storedSecrets(t: TestApp): Promise<string[]> {
  const rows = await t.app.db.query<{ document: unknown }>(
    'SELECT document FROM tenants UNION ALL SELECT document FROM tenant_config_versions',
  );
  return JSON.stringify(rows).match(/enc:v1:[0-9a-f]{8}/g) ?? [];
}

describe.each(backends())('config secret key rotation on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { config: { configSecretKey: keyA } });
  });
  afterAll(() => t.close());

  it('re-encrypts every stored secret with the new key at start-up, then runs without the old one', async () => {
    const underA = await storedSecrets(t);
    expect(underA.length).toBeGreaterThan(0);
    expect(new Set(underA).size).toBe(1);

    await t.restart({ configSecretKey: keyB, configSecretKeyPrevious: keyA });
    const underB = await storedSecrets(t);
    expect(underB).toHaveLength(underA.length);
    expect(new Set(underB).size).toBe(1);
    expect(underB[0]).not.toBe(underA[0]);
    expect(t.app.tenants.get('acme')!.document.server.adfs?.clientSecret).toBe('not-a-real-secret');

    await t.restart({ configSecretKey: keyB, configSecretKeyPrevious: undefined });
    expect(t.app.tenants.get('acme')!.document.server.adfs?.clientSecret).toBe('not-a-real-secret');
  });
});
