import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledRateLimits } from '../../server/plugins/rate-limit';
import { backends, startTestApp, type TestApp } from './databases';
import { call, loginCode } from './requests';
import { TestSocket } from './sockets';
import { paramNames, recordRoutes, type WalkRoute } from './support/route-walk';
import { idempotentForAnyCode, paramSamples, publicRoutes, type TenantObjects } from './support/route-walk-params';
import { walkRequest } from './support/route-walk-requests';
import {
  attacker, attackerCredentials, attackerObjects, seedVictim, tenantSnapshot, victim, type AttackerCredentials,
} from './support/route-walk-tenants';

/**
 * /dev/* exists only outside production (a test of the production build proves it absent), and the QA workbench's
 * fixtures are open to anyone only outside production (with the demo tenants' public configs the screens need);
 * in production only the host tenant's QA group gets them (tests/api/qa-fixtures.test.ts). Not walked for leaks.
 */
const devOnly = (route: WalkRoute) => route.url.startsWith('/dev/') || route.url.startsWith('/qa/v1/');
const name = (route: WalkRoute) => `${route.method} ${route.url}`;

/**
 * Issue 13 "Attacks": every route of Fastify's route table, called by tenant A (a user, an admin, an API key)
 * against tenant B (B's host, B's ids, B's objects). Nothing of B is read or written.
 */
describe.each(backends())('cross-tenant matrix on %s', (backend) => {
  let t: TestApp;
  const routes: WalkRoute[] = [];
  let creds: AttackerCredentials;
  let b: TenantObjects;
  let secrets: string[];
  let victimCreds: AttackerCredentials;
  let before: Record<string, string[]>;
  const credentials = () => ({ user: { code: creds.user }, admin: { code: creds.admin }, apiKey: { authorization: `Bearer ${creds.apiKey}` } });
  const http = () => routes.filter((r) => !r.websocket);
  const leaked = (body: string) => secrets.filter((s) => body.includes(s));

  beforeAll(async () => {
    t = await startTestApp(backend, { onRoute: recordRoutes(routes), rateLimits: scaledRateLimits(1000) });
    creds = await attackerCredentials(t.app);
    ({ objects: b, secrets, own: victimCreds } = await seedVictim(t.app));
    before = await tenantSnapshot(t.app.db, victim.id);
  }, 180_000);
  afterAll(() => t?.close());

  /** Whether A's user and admin sessions are still live (a walk in A's own tenant may log A out: log in again). */
  const deadSessions = async (relogin: boolean) => {
    const dead: string[] = [];
    for (const role of ['user', 'admin'] as const) {
      const res = await call(t.app, { method: 'GET', url: `/auth/v1/session/app/${attacker.id}/user/session`, host: attacker.host, headers: { code: creds[role] } });
      if (res.statusCode === 200) continue;
      dead.push(role);
      if (relogin) creds[role] = await loginCode(t.app, attacker.id, attacker.host, attacker[role]);
    }
    return dead;
  };

  it('knows a sample value for every path param of every route (new params must be thought about)', () => {
    expect(routes.length).toBeGreaterThan(100);
    const unknown = routes.flatMap((r) => paramNames(r.url).filter((p) => !Object.hasOwn(paramSamples, p)).map((p) => `${name(r)} :${p}`));
    expect(unknown, 'add these param names to paramSamples in tests/api/support/route-walk-params.ts').toEqual([]);
  });

  it("refuses A's user, admin and API key on B's host and with B's ids, on every route (4xx, nothing of B in the body)", async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const route of http().filter((r) => !devOnly(r))) {
      const isPublic = publicRoutes.has(name(route));
      const tenantBound = !isPublic || paramNames(route.url).some((p) => ['id', 'companyId', 'app'].includes(p));
      for (const [role, credential] of Object.entries(credentials())) {
        // A public route on B's host serves B's visitors: checked below, after B's rows are compared.
        const modes = isPublic ? ([['B ids on A host', attacker.host]] as const) : ([['B host', victim.host], ['B ids on A host', attacker.host]] as const);
        for (const [mode, host] of modes) {
          const res = await t.app.inject(walkRequest(route, b, host, credential));
          calls++;
          const where = `${name(route)} as A's ${role}, ${mode}: ${res.statusCode} ${res.body.slice(0, 160)}`;
          const refused = res.statusCode >= 400 && res.statusCode < 500;
          const idempotent = mode === 'B host' && idempotentForAnyCode.has(name(route)) && res.statusCode < 300;
          if (tenantBound && !refused && !idempotent) failures.push(where);
          if (leaked(res.body).length) failures.push(`${where} leaks ${leaked(res.body).join(', ')}`);
          const dead = await deadSessions(true);
          if (dead.length) failures.push(`${where} ended A's ${dead.join(' and ')} session`);
        }
      }
    }
    console.log(`cross-tenant matrix: ${calls} calls by A over ${http().length} routes on ${backend}`);
    expect(calls).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 300_000);

  it("reaches the data it guards: the same requests made by B's own user, admin and key read B's objects", async () => {
    const reads = new Set<string>();
    const own = { user: { code: victimCreds.user }, admin: { code: victimCreds.admin }, apiKey: { authorization: `Bearer ${victimCreds.apiKey}` } };
    for (const route of http().filter((r) => r.method === 'GET' && !devOnly(r))) {
      for (const credential of Object.values(own)) {
        const res = await t.app.inject(walkRequest(route, b, victim.host, credential));
        if (res.statusCode === 200 && leaked(res.body).length) reads.add(name(route));
      }
    }
    expect([...reads].sort()).toEqual(expect.arrayContaining([
      'GET /access/v1/session/app/:id/entity/:code',
      'GET /app/v1/session/app/:id/config/customValue',
      'GET /file/v1/session/app/:id/key/*',
      'GET /notifications/v1/app/:id/list',
      'GET /pro-admin/v1/session/app/:id/config/versions/:version',
      'GET /pro-admin/v1/session/app/:id/notification-automations',
      'GET /pro-admin/v1/session/app/:id/users/:email',
      'GET /remotesql/v1/general/app/:companyId/batch/:jobId',
    ]));
    console.log(`cross-tenant matrix: B's own calls read B's marked data on ${reads.size} routes: ${[...reads].sort().join(', ')}`);
  }, 120_000);

  it("reads none of B's objects when A names them in its own tenant (A's host and id, B's codes, keys, jobs, hashes)", async () => {
    const failures: string[] = [];
    const own = attackerObjects(b);
    for (const route of http().filter((r) => !devOnly(r))) {
      for (const [role, credential] of Object.entries(credentials())) {
        const res = await t.app.inject(walkRequest(route, own, attacker.host, credential));
        if (leaked(res.body).length) failures.push(`${name(route)} as A's ${role}: ${res.statusCode} leaks ${leaked(res.body).join(', ')}`);
        await deadSessions(true);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("closes every socket 4403 when A's session subscribes to B's app", async () => {
    const sockets = routes.filter((r) => r.websocket);
    expect(sockets.length).toBeGreaterThanOrEqual(3);
    const closes: Record<string, unknown> = {};
    for (const route of sockets) {
      const socket = await TestSocket.open(t.app, route.url, attacker.host);
      // The session sockets' subscribe frame, then the public live socket's: each refuses the other's fields.
      socket.send({ action: 'subscribe', app: victim.id, code: creds.user, client: 'walk' });
      const refused = await Promise.race([socket.closed, socket.next((f) => f.error === '#INVALID_FRAME').then(() => null, () => null)]);
      if (!refused) socket.send({ action: 'subscribe', app: victim.id, live: b.liveId });
      closes[route.url] = await socket.closedWithin().catch((error: Error) => `${error.message}; frames ${JSON.stringify(socket.frames)}`);
      socket.close();
    }
    expect(closes).toEqual(Object.fromEntries(sockets.map((r) => [r.url, { code: 4403, reason: '#FORBIDDEN' }])));
  });

  it("leaves every row of B as it was after the walks", async () => {
    expect(await tenantSnapshot(t.app.db, victim.id)).toEqual(before);
  });

  it("changes nothing for A's session on B's public routes: the same status as a visitor with no session", async () => {
    const failures: string[] = [];
    // Links are single-use: whoever holds one may use it, so these calls name links that do not exist.
    const unknownLink = 'x'.repeat(43);
    const objects = { ...b, directHash: unknownLink, formHash: unknownLink, federationCode: unknownLink };
    for (const route of http().filter((r) => publicRoutes.has(name(r)))) {
      const anonymous = (await t.app.inject(walkRequest(route, objects, victim.host, {}))).statusCode;
      for (const [role, credential] of Object.entries(credentials())) {
        const res = await t.app.inject(walkRequest(route, objects, victim.host, credential));
        if (res.statusCode !== anonymous) failures.push(`${name(route)} as A's ${role}: ${res.statusCode} (no session: ${anonymous}) ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
