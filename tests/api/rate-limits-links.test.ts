import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintFederationCode } from '../../server/auth/federation-codes';
import { backends, startTestApp, type TestApp } from './databases';
import { hashOf, lastMailedLink } from './links';
import { call, local } from './requests';

const rule = { perIp: 3, perEmail: 3, windowMs: 60_000 };
const perEmail = { ...rule, perIp: 100 };
type Reply = { statusCode: number; headers: Record<string, unknown>; body: string };

describe.each(backends())('rate limits on link completion and code guessing on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    const rules = { registerComplete: perEmail, resetComplete: perEmail, directHash: rule, federationCode: rule };
    t = await startTestApp(backend, { rateLimits: rules });
  });
  afterAll(() => t.close());

  async function exhaust(send: () => Promise<Reply>): Promise<Reply> {
    for (let i = 0; i < rule.perIp; i++) expect((await send()).statusCode).not.toBe(429);
    return send();
  }
  const ip = (n: number) => ({ remoteAddress: `10.0.0.${n}` });

  it('limits registration and reset completion per e-mail alike for known and unknown e-mails', async () => {
    const register = (email: string) => () =>
      call(t.app, { method: 'POST', url: `/auth/v1/general/app/local/user/${email}`, ...local, headers: { 'created-hash': 'x'.repeat(43) }, payload: { nick: 'N', password: 'segredo1' } });
    const reset = (email: string) => () =>
      call(t.app, { method: 'POST', url: `/auth/v1/general/app/local/user/${email}/password`, ...local, headers: { 'password-hash': 'x'.repeat(43) }, payload: { password: 'segredo1' } });
    for (const make of [register, reset]) {
      const known = await exhaust(make('ana@demo.com.br'));
      const unknown = await exhaust(make('fantasma@demo.com.br'));
      expect([known.statusCode, unknown.statusCode]).toEqual([429, 429]);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
      t.clock.advance(rule.windowMs);
    }
  });

  it('a limited caller is refused even with a valid link, and gets it back after the window', async () => {
    await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/user/limite@demo.com.br', ...local, headers: { 'send-email': 'true' } });
    const hash = hashOf(await lastMailedLink(t.app, 'limite@demo.com.br'));
    const send = (h: string) => call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/user/limite@demo.com.br', ...local, headers: { 'created-hash': h }, payload: { nick: 'Limite', password: 'segredo1' } });
    await exhaust(() => send('y'.repeat(43)));
    expect((await send(hash)).statusCode).toBe(429);
    t.clock.advance(rule.windowMs);
    expect((await send(hash)).statusCode).toBe(200);
  });

  it('limits guessing direct hashes and federation codes per IP, whether the code exists or not', async () => {
    const [ana] = await t.app.db.query<{ id: string }>("SELECT id FROM users WHERE tenant_id = 'local' AND email = 'ana@demo.com.br'");
    const real = await mintFederationCode(t.app.db, 'local', ana?.id ?? '', t.app.now());
    const federation = (code: string, n: number) => () => call(t.app, { method: 'GET', url: `/auth/v1/app/local/federation/login/code/${code}`, ...local, ...ip(n) });
    const directHash = (hash: string, n: number) => () => call(t.app, { method: 'POST', url: `/auth/v1/general/app/local/user/directHash/${hash}`, ...local, ...ip(n) });
    const guessed = await exhaust(federation('z'.repeat(43), 1));
    expect(guessed.statusCode).toBe(429);
    expect((await federation(real, 1)()).body).toBe(guessed.body);
    expect((await federation(real, 2)()).statusCode).toBe(200); // another IP is not affected
    const hashes = await exhaust(directHash('w'.repeat(43), 3));
    expect(hashes.statusCode).toBe(429);
    expect(hashes.headers['retry-after']).toBe('60');
  });
});
