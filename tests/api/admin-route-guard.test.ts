import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPermissions } from '../../domain/admin-permissions';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local, loginCode } from './requests';

type Route = { method: string; url: string };

/** A route pattern with dummy values: the guard answers before the params or body are even read. */
const concrete = (url: string) =>
  url
    .replace(':id', 'local')
    .replace(':email', 'ninguem@demo.com.br')
    .replace(/:(version|keyId|autoId)/, '00000000-0000-0000-0000-000000000000')
    .replace(':group', 'nenhum')
    .replace(':section', 'messages');

describe.each(backends())('every tenant admin route is guarded, on %s', (backend) => {
  let t: TestApp;
  const routes: Route[] = [];
  let admin: string;
  let ana: string;
  let acmeAdmin: string;
  beforeAll(async () => {
    t = await startTestApp(backend, {
      onRoute: (r) => {
        for (const method of [r.method].flat()) {
          if (method !== 'HEAD' && r.url.startsWith('/pro-admin/v1/session/app/')) routes.push({ method, url: r.url });
        }
      },
    });
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    acmeAdmin = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    await t.app.db.query(`UPDATE users SET groups = '{admin}' WHERE tenant_id = 'acme' AND email = 'joao@acme.com.br'`);
  });
  afterAll(() => t.close());

  const hit = (route: Route, headers: Record<string, string>) =>
    call(t.app, { method: route.method as 'GET', url: concrete(route.url), ...local, headers }).then((r) => r.statusCode);
  /** Grants group financeiro (ana's) exactly these permissions. */
  const grant = async (permissions: string[]) => {
    const res = await call(t.app, { method: 'GET', url: '/pro-admin/v1/session/app/local/config', ...local, headers: { code: admin } });
    const { document, version } = res.json().data;
    document.company.admin = { permissions: { financeiro: permissions } };
    const put = await call(t.app, {
      method: 'PUT', url: '/pro-admin/v1/session/app/local/config', ...local,
      headers: { code: admin, 'if-match': `"${version}"` }, payload: { document, comment: 'guarda' },
    });
    expect(put.statusCode).toBe(200);
  };

  it('refuses no session (401), a non-admin and an admin of another tenant (403) on every route', async () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      expect(await hit(route, {}), `${route.method} ${route.url}`).toBe(401);
      expect(await hit(route, { code: ana }), `${route.method} ${route.url}`).toBe(403);
      expect(await hit(route, { code: acmeAdmin }), `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('opens each route to exactly one permission (its own), and refuses a delegated admin holding any other', async () => {
    const openedBy = new Map<string, string[]>(routes.map((r) => [`${r.method} ${r.url}`, []]));
    for (const permission of adminPermissions) {
      await grant([permission]);
      for (const route of routes) if ((await hit(route, { code: ana })) !== 403) openedBy.get(`${route.method} ${route.url}`)!.push(permission);
    }
    await grant([]);
    for (const [route, permissions] of openedBy) {
      if (route.endsWith('/me')) expect(permissions, route).toEqual([...adminPermissions]);
      else expect(permissions, route).toHaveLength(1);
    }
  });
});
