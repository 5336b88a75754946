import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionValidation } from '../../schemas/session';
import { compileSchema } from '../../schemas/validator';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, loginCode } from './requests';

const validateUrl = '/auth/v1/general/app/local/session/validate';
const minutes = (n: number) => n * 60_000;

describe.each(backends())('sessions on %s', (backend) => {
  let t: TestApp;
  const validate = (code?: string, via: 'body' | 'header' = 'body') =>
    call(t.app, {
      method: 'POST',
      url: validateUrl,
      ...local,
      ...(via === 'body' ? { payload: code === undefined ? {} : { code } } : { headers: { code: code ?? '' }, payload: {} }),
    });

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('validates a code sent in the body or the code header', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    for (const via of ['body', 'header'] as const) {
      const res = await validate(code, via);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(compileSchema(SessionValidation).check(data)).toBe(true);
      expect(data).toMatchObject({ isPublic: false, isLdapUser: false, isAdfsUser: false, json: { email: 'ana@demo.com.br' } });
    }
  });

  it('answers 401 #USER_TOKEN_NOTFOUND without a code and 401 #INVALID_SESSION for a made-up one', async () => {
    const none = await validate(undefined);
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe('#USER_TOKEN_NOTFOUND');
    const bad = await validate('A'.repeat(43));
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('#INVALID_SESSION');
  });

  it('keeps only the sha-256 of the code at rest', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const rows = await t.app.db.query<Record<string, unknown>>('SELECT * FROM sessions');
    expect(JSON.stringify(rows)).not.toContain(code);
    const hash = createHash('sha256').update(code).digest('hex');
    expect(rows.some((r) => r.code_hash === hash && r.tenant_id === 'local')).toBe(true);
  });

  it('expires after the idle time (60 min for local) and slides while used', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    t.clock.advance(minutes(50));
    expect((await validate(code)).statusCode).toBe(200);
    t.clock.advance(minutes(50));
    expect((await validate(code)).statusCode).toBe(200);
    t.clock.advance(minutes(61));
    const res = await validate(code);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('#INVALID_SESSION');
  });

  it('expires at the absolute limit (12 h for local) however busy it is', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    for (let i = 0; i < 24; i++) {
      t.clock.advance(minutes(29));
      expect((await validate(code)).statusCode).toBe(200);
    }
    t.clock.advance(minutes(30));
    expect((await validate(code)).statusCode).toBe(401);
  });

  it('returns the session user, and revokes the session on logout', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const user = await call(t.app, { method: 'GET', url: '/auth/v1/session/app/local/user/session', ...local, headers: { code } });
    expect(user.json().data).toMatchObject({ code, user: { email: 'ana@demo.com.br', nick: 'Ana Souza' } });
    const out = await call(t.app, { method: 'POST', url: '/auth/v1/session/app/local/logout', ...local, headers: { code } });
    expect(out.json()).toEqual({ status: 'success', data: { loggedOut: true } });
    expect((await validate(code)).json().error).toBe('#INVALID_SESSION');
    const again = await call(t.app, { method: 'GET', url: '/auth/v1/session/app/local/user/session', ...local, headers: { code } });
    expect(again.statusCode).toBe(401);
    const [row] = await t.app.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM sessions WHERE code_hash = $1', [
      createHash('sha256').update(code).digest('hex'),
    ]);
    expect(row?.revoked_at).not.toBeNull();
  });

  it("stores a session only for a user of its own tenant; removing a user removes their sessions", async () => {
    const joao = (await t.app.db.query<{ id: string }>("SELECT id FROM users WHERE tenant_id = 'acme' AND email = 'joao@acme.com.br'"))[0]!.id;
    const store = (tenantId: string, userId: string, codeHash: string) =>
      t.app.db.query(
        `INSERT INTO sessions (code_hash, tenant_id, user_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
         VALUES ($1, $2, $3::uuid, now(), now(), now() + interval '1 hour', now() + interval '1 hour')`,
        [codeHash, tenantId, userId],
      );
    // acme's user under tenant local: refused by the session's user key (tenant and user together).
    await expect(store('local', joao, 'outra-empresa')).rejects.toMatchObject({ code: '23503' });
    await store('acme', joao, 'mesma-empresa');
    const [temp] = await t.app.db.query<{ id: string }>(
      "INSERT INTO users (tenant_id, email, nick) VALUES ('local', 'sai-logo@demo.com.br', 'Sai Logo') RETURNING id",
    );
    await store('local', temp!.id, 'sai-logo');
    await t.app.db.query('DELETE FROM users WHERE id = $1', [temp!.id]);
    expect(await t.app.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [temp!.id])).toEqual([]);
  });

  it("does not accept a tenant's session on another tenant", async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const res = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/acme/session/validate', host: 'acme.portal.test', payload: { code } });
    expect(res.statusCode).toBe(401);
  });
});
