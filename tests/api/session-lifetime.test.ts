import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionLifetimes } from '../../server/auth/session-policy';
import type { Tenant } from '../../server/tenancy/tenant-registry';
import { backends, startTestApp, type TestApp } from './databases';
import { patchTenantServer } from './links';
import { call, local, loginCode } from './requests';

const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * 3_600_000;

describe.each(backends())('session lifetime per tenant on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const validate = async (code: string) =>
    (await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code } })).statusCode;

  it('idle at the lower bound (5 min) and absolute at the lower bound (1 h)', async () => {
    await patchTenantServer(t.app, 'local', { session: { idleMinutes: 5, absoluteHours: 1 } });
    const idle = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    t.clock.advance(minutes(5) - 1);
    expect(await validate(idle)).toBe(200); // slides
    t.clock.advance(minutes(5));
    expect(await validate(idle)).toBe(401);

    const busy = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    for (let i = 0; i < 14; i++) {
      t.clock.advance(minutes(4));
      expect(await validate(busy)).toBe(200);
    }
    t.clock.advance(minutes(4)); // 60 min after login
    expect(await validate(busy)).toBe(401);
  });

  it('idle at the upper bound (1440 min) and absolute at the upper bound (720 h)', async () => {
    await patchTenantServer(t.app, 'local', { session: { idleMinutes: 1440, absoluteHours: 720 } });
    const idle = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    t.clock.advance(minutes(1440) - 1);
    expect(await validate(idle)).toBe(200);
    t.clock.advance(minutes(1440));
    expect(await validate(idle)).toBe(401);

    const busy = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    for (let i = 0; i < 31; i++) {
      t.clock.advance(hours(23));
      expect(await validate(busy)).toBe(200);
    }
    t.clock.advance(hours(720 - 31 * 23)); // exactly 720 h after login
    expect(await validate(busy)).toBe(401);
  });

  it('clamps values outside the bounds even if a document slips past the schema', () => {
    const tenant = (session: object) => ({ id: 'x', document: { server: { session } } }) as unknown as Tenant;
    expect(sessionLifetimes(tenant({ idleMinutes: 1, absoluteHours: 10_000 }))).toEqual({ idleMs: minutes(5), absoluteMs: hours(720) });
    expect(sessionLifetimes(tenant({ idleMinutes: 99_999, absoluteHours: 0 }))).toEqual({ idleMs: minutes(1440), absoluteMs: hours(1) });
  });
});
