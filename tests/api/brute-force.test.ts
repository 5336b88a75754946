import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, loginCode } from './requests';

// Every argon2 verify the server runs, by the hash it verified against (counted, never timed).
const verified = vi.hoisted(() => ({ hashes: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...actual,
    verify: (hashed: string, password: string, ...rest: unknown[]) => {
      verified.hashes.push(hashed);
      return (actual.verify as (...args: unknown[]) => Promise<boolean>)(hashed, password, ...rest);
    },
  };
});

const ip = (n: number) => ({ remoteAddress: `10.9.0.${n}` });
const argon2Parameters = (hashed: string) => /^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$/.exec(hashed)?.[0];

describe.each(backends())('brute force on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, {
      rateLimits: {
        login: { perIp: 4, perEmail: 100, windowMs: 60_000 },
        mfaVerify: { perIp: 100, perEmail: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    verified.hashes.length = 0;
  });

  const login = (email: string, password: string, n: number) =>
    call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, ...ip(n), payload: { email, password } });

  it('an unknown e-mail runs exactly one argon2 verify, against a hash with the real users’ parameters, and answers as a wrong password', async () => {
    const known = await login('ana@demo.com.br', 'errada-123', 1);
    expect(verified.hashes).toHaveLength(1);
    const [stored] = await t.app.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE tenant_id = 'local' AND email = 'ana@demo.com.br'");
    expect(verified.hashes[0]).toBe(stored?.password_hash);

    verified.hashes.length = 0;
    const unknown = await login('ninguem.aqui@demo.com.br', 'errada-123', 2);
    expect(verified.hashes).toHaveLength(1);
    expect(argon2Parameters(verified.hashes[0]!)).toBe(argon2Parameters(stored!.password_hash));
    expect(verified.hashes[0]).not.toBe(stored?.password_hash);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
  });

  it('limits login per IP across e-mails; another IP is not affected', async () => {
    for (const [i, email] of ['a1@demo.com.br', 'a2@demo.com.br', 'ana@demo.com.br', 'a4@demo.com.br'].entries()) {
      expect((await login(email, 'errada-123', 10)).statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const limited = await login('admin@demo.com.br', 'Portal@2026', 10);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('#RATE_LIMITED');
    // A limited attempt costs no argon2 work.
    verified.hashes.length = 0;
    await login('outro@demo.com.br', 'errada-123', 10);
    expect(verified.hashes).toHaveLength(0);
    expect((await login('admin@demo.com.br', 'Portal@2026', 11)).statusCode).toBe(200);
  });

  it('limits MFA code guesses per account, whichever IP they come from', async () => {
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const guess = (code: string, n: number) =>
      call(t.app, {
        method: 'POST',
        url: '/access/v1/session/app/local/entity/33445566000186/mfa/authenticate',
        ...local,
        ...ip(n),
        headers: { code, 'user-agent': 'vitest-agent' },
        payload: { mfa: '000000' },
      });
    expect((await guess(ana, 20)).json().error).toBe('#INVALID_MFA_CODE');
    expect((await guess(ana, 21)).json().error).toBe('#INVALID_MFA_CODE');
    const third = await guess(ana, 22);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toBe('#RATE_LIMITED');
    expect((await guess(admin, 22)).json().error).toBe('#INVALID_MFA_CODE');
  });
});
