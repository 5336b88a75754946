import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellMessages } from '../../domain/messages/shell';
import { LoginResult } from '../../schemas/session';
import { compileSchema } from '../../schemas/validator';
import { backends, startTestApp, type TestApp } from './databases';
import { hashOf, lastMailedLink } from './links';
import { call, local } from './requests';

const hours = (n: number) => n * 3_600_000;

describe.each(backends())('registration completion on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // Trusting the proxy makes X-Forwarded-Host count for the tenant; the link must still ignore it.
    t = await startTestApp(backend, { config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  async function register(email: string, headers: Record<string, string> = {}): Promise<string> {
    const res = await call(t.app, { method: 'POST', url: `/auth/v1/general/app/local/user/${encodeURIComponent(email)}`, ...local, headers: { 'send-email': 'true', ...headers } });
    expect(res.statusCode).toBe(200);
    return lastMailedLink(t.app, email);
  }
  const complete = (email: string, hash: string, payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: `/auth/v1/general/app/local/user/${encodeURIComponent(email)}`, ...local, headers: { 'created-hash': hash }, payload });

  it('mails /register?email=&hash= on the stored domain even with a forged Host and X-Forwarded-Host', async () => {
    const link = await register('forjado@demo.com.br', { host: 'localhost.evil.example:9999', 'x-forwarded-host': 'localhost.attacker.test' });
    expect(link).toMatch(/^http:\/\/localhost:3000\/register\?email=forjado%40demo\.com\.br&hash=[A-Za-z0-9_-]{43}$/);
    expect(new URL(link).searchParams.get('email')).toBe('forjado@demo.com.br');
  });

  it('completes with nick, password and phone: the user is active, signed in and can log in again', async () => {
    const hash = hashOf(await register('nova.pessoa@demo.com.br'));
    const res = await complete('nova.pessoa@demo.com.br', hash, { nick: 'Nova Pessoa', password: 'segredo1', phone: '(48) 99999-1234' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(compileSchema(LoginResult).check(data)).toBe(true);
    expect(data.user).toMatchObject({ email: 'nova.pessoa@demo.com.br', nick: 'Nova Pessoa', firstNick: 'Nova', phone: '48999991234' });
    const validate = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code: data.code } });
    expect(validate.statusCode).toBe(200);
    const [row] = await t.app.db.query<{ status: string; password_hash: string }>("SELECT status, password_hash FROM users WHERE email = 'nova.pessoa@demo.com.br'");
    expect(row?.status).toBe('active');
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    const login = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 'nova.pessoa@demo.com.br', password: 'segredo1' } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a used link with 400 #INVALID_LINK and the pt-BR message', async () => {
    const hash = hashOf(await register('uma.vez@demo.com.br'));
    expect((await complete('uma.vez@demo.com.br', hash, { nick: 'Uma Vez', password: 'segredo1' })).statusCode).toBe(200);
    const again = await complete('uma.vez@demo.com.br', hash, { nick: 'Outra', password: 'segredo2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 'error', error: '#INVALID_LINK', message: 'Link inválido ou expirado.' });
  });

  it('obeys the tenant password rules and required fields, leaving the link usable', async () => {
    const hash = hashOf(await register('regras@demo.com.br'));
    const short = await complete('regras@demo.com.br', hash, { nick: 'Regras', password: '12345' });
    expect(short.json()).toEqual({ status: 'error', error: '#INVALID_PASSWORD', message: shellMessages.validation.minLength(6) });
    const blank = await complete('regras@demo.com.br', hash, { nick: '   ', password: 'segredo1' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Este campo é obrigatório!');
    expect((await complete('regras@demo.com.br', hash, { nick: 'Regras', password: 'segredo1' })).statusCode).toBe(200);
  });

  it('refuses a link for another e-mail and an unknown token alike', async () => {
    const hash = hashOf(await register('dono@demo.com.br'));
    const other = await complete('ana@demo.com.br', hash, { nick: 'Ana', password: 'segredo1' });
    const unknown = await complete('dono@demo.com.br', 'A'.repeat(43), { nick: 'Dono', password: 'segredo1' });
    expect(other.statusCode).toBe(400);
    expect(unknown.body).toBe(other.body);
  });

  it('expires after 48 h (the clock moves, no sleeping)', async () => {
    const early = hashOf(await register('cedo@demo.com.br'));
    const late = hashOf(await register('tarde@demo.com.br'));
    t.clock.advance(hours(48) - 1);
    expect((await complete('cedo@demo.com.br', early, { nick: 'Cedo', password: 'segredo1' })).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await complete('tarde@demo.com.br', late, { nick: 'Tarde', password: 'segredo1' });
    expect(expired.json().error).toBe('#INVALID_LINK');
  });

  it('keeps only the sha-256 of the token at rest', async () => {
    const hash = hashOf(await register('hash@demo.com.br'));
    const rows = await t.app.db.query<Record<string, unknown>>('SELECT * FROM tokens');
    expect(JSON.stringify(rows)).not.toContain(hash);
  });
});

describe('registration link lifetime is configurable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { config: { registerLinkHours: 2 } });
  });
  afterAll(() => t.close());

  it('expires after REGISTER_LINK_HOURS and says so in the mail', async () => {
    await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/user/curta@demo.com.br', ...local, headers: { 'send-email': 'true' } });
    const hash = hashOf(await lastMailedLink(t.app, 'curta@demo.com.br'));
    const [mail] = await t.app.db.query<{ text_body: string }>('SELECT text_body FROM outbox ORDER BY id DESC LIMIT 1');
    expect(mail?.text_body).toContain('O link vale por 2 horas.');
    t.clock.advance(hours(2));
    const res = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/user/curta@demo.com.br', ...local, headers: { 'created-hash': hash }, payload: { nick: 'Curta', password: 'segredo1' } });
    expect(res.json().error).toBe('#INVALID_LINK');
  });
});
