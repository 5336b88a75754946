import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyConfig } from '../../schemas/company';
import { compileSchema } from '../../schemas/validator';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local } from './requests';

describe.each(backends())('tenancy and config on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('answers 404 #ERRO_DOWNLOAD_COMPANY for a host no tenant lists', async () => {
    const res = await call(t.app, { method: 'GET', url: '/cache/nope.example.com.json', host: 'nope.example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', error: '#ERRO_DOWNLOAD_COMPANY', message: expect.any(String) });
  });

  it("refuses another tenant's id with 403 #TENANT_MISMATCH", async () => {
    const res = await call(t.app, { method: 'GET', url: '/auth/v1/user/exists?id=local&email=ana@demo.com.br', ...acme });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('#TENANT_MISMATCH');
    const cfg = await call(t.app, { method: 'GET', url: '/cache/localhost.json', ...acme });
    expect(cfg.statusCode).toBe(403);
  });

  it('serves the public config only: valid against the company schema, no server part, SQL or secrets', async () => {
    const res = await call(t.app, { method: 'GET', url: '/cache/acme.portal.test.json', ...acme });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe('acme');
    expect(compileSchema(CompanyConfig).check(body)).toBe(true);
    expect(res.body).not.toMatch(/clientSecret|not-a-real-secret|authorizeUrl|"server"|"queries"|"seed"|Portal@2026/);
  });

  it("keeps the tenant document's key order (a form's fields show in the order the admin wrote them)", async () => {
    const res = await call(t.app, { method: 'GET', url: '/cache/localhost.json', ...local });
    const cadastros = res.json().modules.find((m: { id: string }) => m.id === 'cadastros');
    const clientes = cadastros.items.find((i: { id: string }) => i.id === 'clientes');
    expect(Object.keys(clientes.schema.properties)).toEqual(['nome', 'tipo', 'documento', 'razaoSocial', 'cep', 'telefone', 'email', 'nascimento', 'cor']);
  });

  it('maps any host containing localhost (port dropped) to tenant local, enveloped', async () => {
    for (const host of ['localhost', 'localhost:5173', 'app.localhost:3000']) {
      const res = await call(t.app, { method: 'GET', url: '/core/v1/integration/config/get?id=local', host });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('success');
      expect(res.json().data.id).toBe('local');
      expect(res.body).not.toMatch(/SELECT|FROM titulos|"connectors"|"queries"|"server"/);
    }
  });

  it('ignores X-Forwarded-Host when the proxy is not trusted', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/cache/acme.portal.test.json',
      host: 'nope.example.com',
      headers: { 'x-forwarded-host': 'acme.portal.test' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('serves a disabled company config but refuses its auth calls with 403 #COMPANY_DISABLED', async () => {
    const cfg = await call(t.app, { method: 'GET', url: '/cache/beta.portal.test.json', host: 'beta.portal.test' });
    expect(cfg.json().status).toBe('disabled');
    const res = await call(t.app, { method: 'GET', url: '/auth/v1/user/exists?id=beta&email=a@b.com.br', host: 'beta.portal.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('#COMPANY_DISABLED');
  });

  it('publishes the JSON schemas and answers /health', async () => {
    const res = await call(t.app, { method: 'GET', url: '/schemas/company.schema.json', ...local });
    expect(res.statusCode).toBe(200);
    expect(res.json().$id).toBe('urn:portal:schema:company');
    expect((await call(t.app, { method: 'GET', url: '/schemas/nope.schema.json' })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
  });

  it('answers validation errors with 400 #VALIDATION in pt-BR', async () => {
    const res = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', error: '#VALIDATION', message: 'Dados inválidos.' });
  });
});

describe.each(backends())('tenancy behind a trusted proxy on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  it('uses X-Forwarded-Host when TRUST_PROXY is set', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/cache/acme.portal.test.json',
      host: '127.0.0.1:3000',
      headers: { 'x-forwarded-host': 'acme.portal.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe('acme');
  });
});
