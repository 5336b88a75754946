import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledRateLimits } from '../../server/plugins/rate-limit';
import { backends, startTestApp, type TestApp } from './databases';
import { call, loginCode } from './requests';
import { recordRoutes, type WalkRoute } from './support/route-walk';
import { fuzzBodies, oversizedBody, replyProblem, type FuzzBody } from './support/route-walk-fuzz';
import type { TenantObjects } from './support/route-walk-params';
import { bodyFor, walkRequest } from './support/route-walk-requests';
import { seedVictim, victim, type AttackerCredentials } from './support/route-walk-tenants';

/** Runs per route (seeded: FUZZ_SEED=<n> replays a failure; the seed is printed with it). */
const numRuns = Number(process.env.FUZZ_RUNS ?? 15);
const seed = Number(process.env.FUZZ_SEED ?? 20261125);

describe.each(backends())('every JSON body schema, fuzzed, on %s', (backend) => {
  let t: TestApp;
  const routes: WalkRoute[] = [];
  let objects: TenantObjects;
  let own: AttackerCredentials;
  const fuzzed = () => routes.filter((r) => r.schema.body && !r.websocket);

  beforeAll(async () => {
    t = await startTestApp(backend, { onRoute: recordRoutes(routes), rateLimits: scaledRateLimits(1000) });
    ({ objects, own } = await seedVictim(t.app));
  }, 180_000);
  afterAll(() => t?.close());

  /** The tenant admin's session (a fuzzed logout or block may end it: log in again). */
  const liveAdmin = async () => {
    const res = await call(t.app, { method: 'GET', url: `/auth/v1/session/app/${victim.id}/user/session`, host: victim.host, headers: { code: own.admin } });
    if (res.statusCode !== 200) own.admin = await loginCode(t.app, victim.id, victim.host, victim.admin);
  };

  /** The admin's session, or the tenant's API key for routes that take only a key (whichever gets past the guard). */
  const credentialFor = async (route: WalkRoute) => {
    const session = { code: own.admin };
    const res = await t.app.inject(walkRequest(route, objects, victim.host, session));
    return res.statusCode === 401 || res.statusCode === 403 ? { authorization: `Bearer ${own.apiKey}` } : session;
  };

  const send = (route: WalkRoute, body: FuzzBody, credential: Record<string, string>) => {
    const request = walkRequest(route, objects, victim.host, credential);
    return t.app.inject({ ...request, payload: body.text, headers: { ...request.headers, 'content-type': body.contentType } });
  };

  it('answers every invalid or oversized body with a catalogue 4xx: never a 500, a stack trace or an English message', async () => {
    const failures: string[] = [];
    const tally = new Map<string, number>();
    const list = fuzzed();
    console.log(`fuzz: ${list.length} of ${routes.length} routes declare a JSON body schema; ${numRuns} runs each, seed ${seed}`);
    expect(list.length).toBeGreaterThan(20);
    for (const [index, route] of list.entries()) {
      await liveAdmin();
      const credential = await credentialFor(route);
      const base = bodyFor(route, objects);
      const baseObject = base && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
      const oversized = oversizedBody(baseObject, route.bodyLimit);
      const over = await send(route, oversized, credential);
      // 413, or a guard that refuses before the body is read (an operator route on a tenant's host).
      if (![401, 403, 404, 413].includes(over.statusCode) || replyProblem(over, oversized)) {
        failures.push(`${route.method} ${route.url} over its body limit: ${over.statusCode} ${over.body.slice(0, 200)}`);
      }
      try {
        await fc.assert(
          fc.asyncProperty(fuzzBodies(route.schema.body!, baseObject), async (body) => {
            const res = await send(route, body, credential);
            const code = res.statusCode >= 400 ? `${res.statusCode} ${res.json().error}` : `${res.statusCode}`;
            tally.set(code, (tally.get(code) ?? 0) + 1);
            const problem = replyProblem(res, body);
            if (problem) throw new Error(`${body.kind}: ${problem}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          }),
          { numRuns, seed: seed + index, endOnFailure: true },
        );
      } catch (error) {
        failures.push(`${route.method} ${route.url} (FUZZ_SEED=${seed}): ${(error as Error).message.split('\n').slice(0, 6).join(' | ').slice(0, 600)}`);
      }
    }
    console.log(`fuzz replies: ${JSON.stringify(Object.fromEntries([...tally].sort()))}`);
    // The bodies reached the routes' validation (not only their guards): most answers are the schema's refusal.
    expect(tally.get('400 #VALIDATION') ?? 0).toBeGreaterThan(list.length * numRuns * 0.4);
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
    expect(failures).toEqual([]);
  }, 300_000);
});
