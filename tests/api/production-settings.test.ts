import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../server/options';
import { startTestApp, type TestApp } from './databases';
import { lastMailedLink } from './links';
import { acme, call, local } from './requests';

const productionSecrets = { configSecretKey: 'b'.repeat(64), operatorHost: undefined };
const paths = (routes: RegisteredRoute[]) => routes.map((r) => r.url);

// What NODE_ENV=production changes is configuration, not storage: PGlite only. The development build is started
// first so its /dev routes are read from Fastify's route table (a new dev route is covered without editing this).
describe('the app built for production', () => {
  let dev: TestApp;
  let prod: TestApp;
  const devRoutes: RegisteredRoute[] = [];
  const prodRoutes: RegisteredRoute[] = [];
  beforeAll(async () => {
    dev = await startTestApp('pglite', { onRoute: (r) => devRoutes.push(r) });
    const onRoute = (route: RegisteredRoute) => {
      prodRoutes.push(route);
      // One real route made to fail the way a bug would (onRoute may change a route's options), to see what
      // production puts in a 500 reply.
      if (route.url === '/core/v1/integration/config/get') {
        Object.assign(route, {
          handler: async () => {
            throw new Error('database password is hunter2 at /srv/portal/server/x.ts:12');
          },
        });
      }
    };
    prod = await startTestApp('pglite', { onRoute, config: { production: true, ...productionSecrets } });
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
  });

  it('registers no /dev route, and each development one answers 404 JSON', async () => {
    const devOnly = paths(devRoutes).filter((url) => url.startsWith('/dev'));
    expect(devOnly).toContain('/dev/outbox');
    expect(devOnly).toContain('/dev/qa-recording');
    expect(paths(prodRoutes).filter((url) => url.startsWith('/dev'))).toEqual([]);
    for (const url of [...new Set(devOnly)]) {
      const concrete = url.replace(/:[^/]+/g, 'x');
      for (const host of [local.host, acme.host, '127.0.0.1']) {
        const res = await call(prod.app, { method: 'GET', url: concrete, host });
        expect(res.statusCode, `${concrete} on ${host}`).toBe(404);
        expect(res.json()).toMatchObject({ status: 'error', error: '#NOT_FOUND' });
      }
    }
  });

  it('mails https links without a port, on the stored domain (password reset and registration)', async () => {
    const reset = await call(prod.app, { method: 'POST', url: '/auth/v1/general/app/acme/user/joao@acme.com.br/password', ...acme });
    expect(reset.statusCode).toBe(200);
    expect(await lastMailedLink(prod.app, 'joao@acme.com.br')).toMatch(/^https:\/\/acme\.portal\.test\/changePassword\?email=joao%40acme\.com\.br&hash=/);
    const register = await call(prod.app, { method: 'POST', url: '/auth/v1/general/app/local/user/nova.prod@demo.com.br', ...local, headers: { 'send-email': 'true' } });
    expect(register.statusCode).toBe(200);
    expect(await lastMailedLink(prod.app, 'nova.prod@demo.com.br')).toMatch(/^https:\/\/localhost\/register\?email=nova\.prod%40demo\.com\.br&hash=/);
  });

  it('pins https (HSTS); the server sets no cookie of its own', async () => {
    const login = await call(prod.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 'ana@demo.com.br', password: 'Portal@2026' } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // The session code travels in the body and the `code` header; the server sets no cookie of its own.
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it('answers errors in the envelope with no stack trace or internal message', async () => {
    const failed = await call(prod.app, { method: 'GET', url: '/core/v1/integration/config/get?id=local', ...local });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ status: 'error', error: '#INTERNAL', message: expect.any(String) });
    const broken = await call(prod.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(broken.statusCode).toBe(400);
    for (const res of [failed, broken]) {
      expect(res.body).not.toMatch(/hunter2|\.ts:\d+|at [\w.<>]+ \(|"stack"|node_modules/);
    }
  });

  it('keeps development links plain http with the public port outside production', async () => {
    await call(dev.app, { method: 'POST', url: '/auth/v1/general/app/acme/user/joao@acme.com.br/password', ...acme });
    expect(await lastMailedLink(dev.app, 'joao@acme.com.br')).toMatch(/^http:\/\/acme\.portal\.test:3000\//);
  });
});
