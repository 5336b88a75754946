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

/** What a route lacks: `response` always (a websocket route: `querystring`), `params` with URL params, `body` on writes. */
export function missingSchemas(route: Declared): string[] {
  const missing: string[] = [];
  const { schema } = route;
  if (route.websocket) {
    if (!schema.querystring) missing.push('querystring (websocket)');
  } else if (!schema.response || Object.keys(schema.response as object).length === 0) missing.push('response');
  if (/:[A-Za-z]/.test(route.url) && !schema.params) missing.push('params');
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

  it('never sends a field outside the contract: the user directory row keeps its password hash and id to itself', async () => {
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const res = await call(t.app, {
      method: 'GET', url: '/pro-admin/v1/session/app/local/users/ana%40demo.com.br', ...local, headers: { code: admin },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.email).toBe('ana@demo.com.br');
    expect(res.body).not.toMatch(/argon2|password_?hash|"id"/i);
  });
});
