import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, loginCode } from './requests';

describe.each(backends())('storage quota on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(() => t.close());

  const save = (payload: unknown, item = 'clientes') =>
    call(t.app, {
      method: 'POST', url: '/app/v1/session/app/local/config/update/customValue', ...local,
      headers: { code: admin, 'content-type': 'application/json', 'module-id': 'cadastros', 'item-id': item }, payload: JSON.stringify(payload),
    });
  const quotas = () => call(t.app, { method: 'GET', url: '/pro-admin/v1/session/app/local/quotas', ...local, headers: { code: admin } });

  it("counts saved customValues as the tenant's storage and refuses a save past storageBytes with 413 in pt-BR", async () => {
    expect((await save({ nome: 'x'.repeat(100) })).statusCode).toBe(200);
    const used = (await quotas()).json().data.storageBytes.used as number;
    expect(used).toBeGreaterThan(100);
    const put = await call(t.app, { method: 'PUT', url: '/pro-admin/v1/session/app/local/quotas', ...local, headers: { code: admin }, payload: { storageBytes: used + 50 } });
    expect(put.statusCode).toBe(200);
    // Replacing the same item's value counts only the new one; growing past the limit is refused and nothing is saved.
    expect((await save({ nome: 'y'.repeat(100) })).statusCode).toBe(200);
    const refused = await save({ nome: 'z'.repeat(300) });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ status: 'error', error: '#QUOTA_STORAGE' });
    expect(refused.json().message).toMatch(/^Limite de armazenamento da empresa atingido \(/);
    const read = await call(t.app, { method: 'GET', url: '/app/v1/session/app/local/config/customValue?moduleId=cadastros&itemId=clientes', ...local, headers: { code: admin } });
    expect(read.json().data.customValue).toEqual({ nome: 'y'.repeat(100) });
  });
});
