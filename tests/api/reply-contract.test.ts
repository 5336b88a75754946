import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicCompany } from '../../server/tenancy/tenant-html';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, loginCode } from './requests';

/**
 * Replies are serialised by their route's response schema (DESIGN.md §2, §8): fast-json-stringify sends only what
 * the schema lists. These checks compare what leaves the server with what the handler built, for the documents
 * whose every field the browser reads, so a schema that forgot a field fails here.
 */
describe.each(backends())('replies keep every field of their contract on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("serves every tenant's public company config whole, raw and enveloped, and the same text on the next call", async () => {
    const tenants = t.app.tenants.all().filter((tenant) => tenant.document.company.status === 'active');
    expect(tenants.length).toBeGreaterThan(2);
    for (const tenant of tenants) {
      const host = tenant.document.company.domain[0] as string;
      const expected = JSON.parse(JSON.stringify(publicCompany(tenant.document)));
      const raw = await call(t.app, { method: 'GET', url: `/cache/${host}.json`, host });
      expect(raw.statusCode, host).toBe(200);
      expect(raw.json(), host).toStrictEqual(expected);
      const enveloped = await call(t.app, { method: 'GET', url: `/core/v1/integration/config/get?id=${tenant.id}`, host });
      expect(enveloped.json(), host).toStrictEqual({ status: 'success', data: expected });
      const again = await call(t.app, { method: 'GET', url: `/core/v1/integration/config/get?id=${tenant.id}`, host });
      expect(again.body).toBe(enveloped.body);
    }
  });

  it("sends a named query's rows as the connector gave them (tenant-defined columns), and a login's whole session", async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const res = await call(t.app, { method: 'POST', url: '/remotesql/v1/session/app/local/sql/titulos-lista', ...local, headers: { code }, payload: { replace: { search: '', limit: 5, offset: 0 } } });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.status).toBe('done');
    expect(data.rows.length).toBeGreaterThan(0);
    expect(Object.keys(data.rows[0]).sort()).toEqual(['cnpj', 'numero', 'situacao', 'total', 'valor', 'vencimento']);

    const validate = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code } });
    const session = await call(t.app, { method: 'GET', url: '/auth/v1/session/app/local/user/session', ...local, headers: { code } });
    expect(session.json().data.user).toStrictEqual(validate.json().data.json);
    expect(Object.keys(session.json().data.user)).toEqual(expect.arrayContaining(['email', 'groups', 'entitySelected', 'pendingTerms', 'notifications']));
  });

  it('answers a refused body in the catalogue shape, nothing more (a form answer\'s `problems` extra: dynamic-form.test.ts)', async () => {
    const bad = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toStrictEqual({ status: 'error', error: '#VALIDATION', message: expect.any(String) });
  });
});
