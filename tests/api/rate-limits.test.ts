import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, password } from './requests';

const rule = { perIp: 100, perEmail: 3, windowMs: 60_000 };

describe.each(backends())('rate limits on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: { login: rule, userExists: rule, reset: rule, register: rule } });
  });
  afterAll(() => t.close());

  async function exhaust(send: (email: string) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>, email: string) {
    for (let i = 0; i < rule.perEmail; i++) expect((await send(email)).statusCode).not.toBe(429);
    return send(email);
  }

  it('limits login per e-mail with 429 #RATE_LIMITED and the same Retry-After for known and unknown e-mails', async () => {
    const login = (email: string) =>
      call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email, password: 'errada123' } });
    const known = await exhaust(login, 'ana@demo.com.br');
    const unknown = await exhaust(login, 'ninguem@demo.com.br');
    expect(known.statusCode).toBe(429);
    expect(known.headers['retry-after']).toBe('60');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
    expect(unknown.body).toBe(known.body);
    expect(JSON.parse(known.body).error).toBe('#RATE_LIMITED');
    // The wait in words, from the same Retry-After: the login's dialog says it instead of 'fora do ar'.
    expect(JSON.parse(known.body).message).toBe('Muitas tentativas. Aguarde 1 minuto e tente novamente.');
    // Even the right password waits out the window; then it works.
    const right = () => call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 'ana@demo.com.br', password } });
    expect((await right()).statusCode).toBe(429);
    t.clock.advance(60_000);
    expect((await right()).statusCode).toBe(200);
  });

  it('limits user-exists and reset the same way for known and unknown e-mails', async () => {
    const exists = (email: string) => call(t.app, { method: 'GET', url: `/auth/v1/user/exists?id=local&email=${email}`, ...local });
    const reset = (email: string) => call(t.app, { method: 'POST', url: `/auth/v1/general/app/local/user/${email}/password`, ...local });
    for (const send of [exists, reset]) {
      const known = await exhaust(send, 'admin@demo.com.br');
      const unknown = await exhaust(send, 'outro@demo.com.br');
      expect([known.statusCode, unknown.statusCode]).toEqual([429, 429]);
      expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
      expect(unknown.body).toBe(known.body);
    }
  });

  it('limits per IP across e-mails', async () => {
    const t2 = await startTestApp(backend, { rateLimits: { userExists: { perIp: 2, perEmail: 100, windowMs: 30_000 } } });
    try {
      const send = (email: string) => call(t2.app, { method: 'GET', url: `/auth/v1/user/exists?id=local&email=${email}`, ...local });
      expect((await send('a@demo.com.br')).statusCode).toBe(200);
      expect((await send('b@demo.com.br')).statusCode).toBe(200);
      const third = await send('c@demo.com.br');
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBe('30');
    } finally {
      await t2.close();
    }
  });

  it('an office behind one address: sign-ins that succeed, and the e-mail checks before them, count toward no limit', async () => {
    const tight = { perIp: 3, perEmail: 3, windowMs: 60_000 };
    const t2 = await startTestApp(backend, { rateLimits: { login: tight, userExists: tight } });
    try {
      const exists = (email: string) => call(t2.app, { method: 'GET', url: `/auth/v1/user/exists?id=local&email=${email}`, ...local });
      const login = (email: string, secret = password) =>
        call(t2.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email, password: secret } });
      // Eight sign-ins from one address, ana's four of them: past both the IP's 3 and ana's 3.
      for (const [i, name] of ['ana', 'admin', 'ana', 'tesouraria', 'ana', 'termos', 'ana', 'admin'].entries()) {
        const email = `${name}@demo.com.br`;
        expect((await exists(email)).statusCode, `check ${i + 1}`).toBe(200);
        expect((await login(email)).statusCode, `sign-in ${i + 1}`).toBe(200);
      }
      // Probes of other e-mails still add up, and a success makes no room for them.
      for (const email of ['x1@demo.com.br', 'x2@demo.com.br', 'x3@demo.com.br']) expect((await exists(email)).statusCode).toBe(200);
      expect((await exists('x4@demo.com.br')).statusCode).toBe(429);
      expect((await login('ana@demo.com.br')).statusCode).toBe(200);
      expect((await exists('x5@demo.com.br')).statusCode).toBe(429);
      // Failed sign-ins too.
      for (const email of ['y1@demo.com.br', 'y2@demo.com.br', 'ana@demo.com.br']) expect((await login(email, 'errada-123')).statusCode).toBe(401);
      expect((await login('admin@demo.com.br')).statusCode).toBe(429);
    } finally {
      await t2.close();
    }
  });
});
