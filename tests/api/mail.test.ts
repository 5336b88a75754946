import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginMessages } from '../../domain/messages/login';
import { mailMessages } from '../../domain/messages/mail';
import { serverMessages } from '../../domain/messages/server';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local } from './requests';
import { startSmtpPeer } from './support/smtp-peer';

type Mail = { id: number; to: string; subject: string; text: string; links: string[]; createdAt: string };

describe.each(backends())('registration and reset mail on %s', (backend) => {
  let t: TestApp;
  const outbox = async (host = 'localhost'): Promise<Mail[]> =>
    (await call(t.app, { method: 'GET', url: '/dev/outbox.json', host })).json();

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('creates the user and mails a /register link built from the stored domain, whatever Host says', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/auth/v1/general/app/local/user/Nova@Demo.com.br',
      host: 'evil.localhost:8080',
      headers: { 'send-email': 'true', 'x-forwarded-host': 'evil.example.com' },
    });
    expect(res.json()).toEqual({ status: 'success', data: { sent: true } });
    const [mail] = await outbox();
    expect(mail?.to).toBe('nova@demo.com.br');
    expect(mail?.subject).toBe(mailMessages.registrationSubject('Portal Demo'));
    expect(mail?.links).toHaveLength(1);
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/register\?email=nova%40demo\.com\.br&hash=[A-Za-z0-9_-]{43}$/);
    const token = new URL(mail?.links[0] ?? '').searchParams.get('hash') ?? '';
    const rows = await t.app.db.query<Record<string, unknown>>("SELECT * FROM tokens WHERE kind = 'register'");
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    const exists = await call(t.app, { method: 'GET', url: '/auth/v1/user/exists?id=local&email=nova@demo.com.br', ...local });
    expect(exists.json().data).toMatchObject({ nick: '', status: 'pendingByDirectHash' });
  });

  it('refuses registration when the tenant has self-registration off, and for an existing user', async () => {
    const off = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/acme/user/x@acme.com.br', ...acme, headers: { 'send-email': 'true' } });
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toBe('#SELF_REGISTRATION_DISABLED');
    const taken = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/user/ana@demo.com.br', ...local, headers: { 'send-email': 'true' } });
    expect(taken.statusCode).toBe(409);
  });

  it('mails a /changePassword link to a known user and answers an unknown e-mail identically, without mail', async () => {
    const before = (await outbox()).length;
    const known = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/user/admin@demo.com.br/password', ...local });
    const unknown = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/user/ninguem@demo.com.br/password', ...local });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.to).toBe('admin@demo.com.br');
    expect(mails[0]?.links[0]).toMatch(/^http:\/\/localhost:3000\/changePassword\?email=admin%40demo\.com\.br&hash=[A-Za-z0-9_-]{43}$/);
  });

  it('answers an LDAP user 400 #LDAP_USER with the pt-BR domain message', async () => {
    const res = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/user/ldap@demo.com.br/password', ...local });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', error: '#LDAP_USER', message: loginMessages.alerts.ldapReset('demo.local') });
  });

  it('lists the outbox newest first as HTML and JSON, per tenant host', async () => {
    const html = await call(t.app, { method: 'GET', url: '/dev/outbox', host: 'localhost' });
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain(serverMessages.outboxTitle);
    const mails = await outbox();
    expect(mails.map((m) => m.id)).toEqual([...mails.map((m) => m.id)].sort((a, b) => b - a));
    expect(await outbox('acme.portal.test')).toEqual([]);
  });
});

describe('SMTP_URL delivery', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp('pglite', { config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the reset mail to a real SMTP peer on loopback, not to the outbox', async () => {
    const res = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/user/ana@demo.com.br/password', ...local });
    expect(res.statusCode).toBe(200);
    await t.app.mailer.flush();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatch(/^To: ana@demo\.com\.br/m);
    expect(smtp.received[0]?.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toMatch(/http:\/\/localhost:3000\/changePassword\?email=ana%40demo\.com\.br&hash=/);
    expect(await t.app.db.query('SELECT id FROM outbox')).toEqual([]);
  });
});
