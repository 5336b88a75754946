import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionValidation } from '../../schemas/session';
import { compileSchema } from '../../schemas/validator';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local, loginCode } from './requests';

// SPEC §3 User session geolocation {latitude, longitude}: stored on the session, carried by the session replies.
describe.each(backends())('session geolocation on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const url = '/auth/v1/session/app/local/user/geolocation';
  const send = (code: string | undefined, payload: unknown, host = local) =>
    call(t.app, { method: 'POST', url, ...host, headers: code ? { code } : {}, payload: payload as object });
  const validate = (code: string) => call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code } });

  it('stores the position on that session only, and the session replies carry it', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const other = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await validate(code)).json().data.json.geolocation).toBeUndefined();
    const res = await send(code, { latitude: -23.5505, longitude: -46.6333 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { geolocation: { latitude: -23.5505, longitude: -46.6333 } } });
    const after = (await validate(code)).json().data;
    expect(compileSchema(SessionValidation).check(after)).toBe(true);
    expect(after.json.geolocation).toEqual({ latitude: -23.5505, longitude: -46.6333 });
    const byToken = await call(t.app, { method: 'GET', url: '/auth/v1/session/app/local/user/session', ...local, headers: { code } });
    expect(byToken.json().data.user.geolocation).toEqual({ latitude: -23.5505, longitude: -46.6333 });
    // Another session of the same user has its own (none).
    expect((await validate(other)).json().data.json.geolocation).toBeUndefined();
  });

  it('refuses out-of-range or malformed numbers with a pt-BR 400, and keeps the stored position', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    await send(code, { latitude: 10, longitude: 20 });
    for (const payload of [{ latitude: 91, longitude: 0 }, { latitude: 0, longitude: -180.5 }, { latitude: 1 }, { latitude: 1, longitude: 2, extra: 3 }]) {
      const res = await send(code, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', error: '#VALIDATION' });
      expect(res.json().message).toMatch(/[a-zà-ú]/i);
    }
    expect((await validate(code)).json().data.json.geolocation).toEqual({ latitude: 10, longitude: 20 });
  });

  it('needs a live user session of this tenant: 401 without one, 401 for a visitor, 403 for another tenant', async () => {
    expect((await send(undefined, { latitude: 1, longitude: 2 })).statusCode).toBe(401);
    const visitor = (await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/public', ...local })).json().data.code as string;
    const publicReply = await send(visitor, { latitude: 1, longitude: 2 });
    expect(publicReply.json().error).toBe('#PUBLIC_SESSION');
    const acmeCode = await loginCode(t.app, 'acme', acme.host, 'ana@acme.com.br').catch(() => undefined);
    const crossed = await send(acmeCode ?? 'x', { latitude: 1, longitude: 2 }, acme);
    expect(crossed.statusCode).toBe(403);
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    await call(t.app, { method: 'POST', url: '/auth/v1/session/app/local/logout', ...local, headers: { code } });
    expect((await send(code, { latitude: 1, longitude: 2 })).statusCode).toBe(401);
  });
});
