import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../server/options';
import { startTestApp, type TestApp } from './databases';
import { call, local, loginCode } from './requests';

/**
 * DESIGN.md §2 and §8: every route declares its schemas, so replies are serialised by schema and a field outside
 * the contract never leaves the server. The routes are read from Fastify's route table, so a new route is covered
 * the moment it is registered.
 */
type Declared = { method: string; url: string; websocket: boolean; schema: NonNullable<RegisteredRoute['schema']> };

const withBody = new Set(['POST', 'PUT', 'PATCH']);

/**
 * What a route lacks: `response` always (a websocket route: `querystring`), `params` with URL params (`:name` or a
 * `*` wildcard), `body` on writes.
 */
export function missingSchemas(route: Declared): string[] {
  const missing: string[] = [];
  const { schema } = route;
  if (route.websocket) {
    if (!schema.querystring) missing.push('querystring (websocket)');
  } else if (!Object.keys(schema.response ?? {}).some((status) => /^[23]/.test(status))) missing.push('response');
  if (/:[A-Za-z]|\*/.test(route.url) && !schema.params) missing.push('params');
  if (withBody.has(route.method) && !schema.body) missing.push('body');
  return missing;
}

describe('every route declares its schemas', () => {
  let t: TestApp;
  const routes: Declared[] = [];
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      onRoute: (r) => {
        for (const method of [r.method].flat()) {
          // Fastify adds a HEAD route beside each GET by itself; it answers with the GET's schema.
          if (method === 'HEAD') continue;
          routes.push({ method, url: r.url, websocket: r.websocket === true, schema: r.schema ?? {} });
        }
      },
    });
  });
  afterAll(() => t.close());

  it('the guard itself: finds a route without a response, params or body, and names a websocket route as such', () => {
    expect(missingSchemas({ method: 'POST', url: '/x/:id', websocket: false, schema: {} })).toEqual(['response', 'params', 'body']);
    expect(missingSchemas({ method: 'GET', url: '/ws', websocket: true, schema: {} })).toEqual(['querystring (websocket)']);
    expect(missingSchemas({ method: 'GET', url: '/x', websocket: false, schema: { response: {} } })).toEqual(['response']);
    // Errors alone are not a contract: the success reply must be declared too.
    expect(missingSchemas({ method: 'GET', url: '/x', websocket: false, schema: { response: { '4xx': {} } } })).toEqual(['response']);
    expect(missingSchemas({ method: 'GET', url: '/files/*', websocket: false, schema: { response: { 200: {} } } })).toEqual(['params']);
    expect(missingSchemas({ method: 'PUT', url: '/x/:id', websocket: false, schema: { params: {}, body: {}, response: { 200: {} } } })).toEqual([]);
  });

  it('declares response (or a websocket querystring), params and body on every registered route', () => {
    expect(routes.length).toBeGreaterThan(100);
    const lacking = routes
      .map((route) => ({ route, missing: missingSchemas(route) }))
      .filter(({ missing }) => missing.length > 0)
      .map(({ route, missing }) => `${route.method} ${route.url}${route.websocket ? ' (websocket)' : ''}: ${missing.join(', ')}`);
    expect(lacking, `${lacking.length} routes without their schemas:\n${lacking.join('\n')}`).toEqual([]);
  });

  it('never sends a field outside the contract: a stored automation carrying an unknown recipients field answers without it', async () => {
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const base = '/pro-admin/v1/session/app/local/notification-automations';
    const created = await call(t.app, {
      method: 'POST', url: base, ...local, headers: { code: admin },
      payload: { name: 'Aviso', title: 'Aviso', message: '<p>Oi</p>', recipients: { everyone: true }, channels: ['portal'], notify: false },
    });
    expect(created.statusCode).toBe(200);
    // A row written before the contract changed (or by hand): its recipients JSON holds more than the schema lists.
    await t.app.db.query(`UPDATE notification_automations SET recipients = $2 WHERE tenant_id = 'local' AND id = $1`, [
      created.json().data.id,
      JSON.stringify({ everyone: true, internalNote: 'segredo interno' }),
    ]);
    const res = await call(t.app, { method: 'GET', url: base, ...local, headers: { code: admin } });
    expect(res.statusCode).toBe(200);
    const listed = res.json().data.items.find((a: { id: string }) => a.id === created.json().data.id);
    expect(listed.recipients).toEqual({ everyone: true });
    expect(res.body).not.toContain('segredo interno');
  });

  it('declares a bodiless write honestly: {} or no body passes, any property is refused', async () => {
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const url = '/pro-admin/v1/session/app/local/users/ana%40demo.com.br/end-sessions';
    for (const payload of [{}, undefined]) {
      const res = await call(t.app, { method: 'POST', url, ...local, headers: { code: admin }, ...(payload ? { payload } : {}) });
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(res.json()).toEqual({ status: 'success', data: { ended: expect.any(Number) } });
    }
    const extra = await call(t.app, { method: 'POST', url, ...local, headers: { code: admin }, payload: { everyone: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ status: 'error', error: '#VALIDATION' });
  });
});
