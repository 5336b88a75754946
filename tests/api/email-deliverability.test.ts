import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverabilityMessages } from '../../domain/messages/email-deliverability';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local, loginCode } from './requests';
import { startSmtpPeer } from './support/smtp-peer';

const url = '/auth/v1/session/app/local/user/email-deliverability';

// Issue 11 /email-deliverability: a test e-mail to the signed-in user's own address, sent now, with the
// transport's verdict in the reply; rate limited; this tenant's sessions only.
describe.each(backends())('email deliverability (outbox) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('puts the test e-mail in the outbox for the user only and says it was accepted', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const res = await call(t.app, { method: 'POST', url, ...local, headers: { code } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ to: 'ana@demo.com.br', accepted: true, transport: 'outbox' });
    const rows = await t.app.db.query<{ to_address: string; subject: string; text_body: string }>(
      "SELECT to_address, subject, text_body FROM outbox WHERE tenant_id = 'local' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toMatchObject({ to_address: 'ana@demo.com.br', subject: deliverabilityMessages.subject('Portal Demo') });
    expect(rows[0]?.text_body).toMatch(/^Olá, Ana!/);
  });

  it('limits the user to 3 tests per 15 minutes with 429 #RATE_LIMITED in pt-BR', async () => {
    const code = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call(t.app, { method: 'POST', url, ...local, headers: { code } })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const last = await call(t.app, { method: 'POST', url, ...local, headers: { code } });
    expect(last.json()).toMatchObject({ status: 'error', error: '#RATE_LIMITED' });
    expect(last.json().message).toMatch(/[a-zà-ú]/i);
    t.clock.advance(15 * 60_000 + 1);
    const later = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    expect((await call(t.app, { method: 'POST', url, ...local, headers: { code: later } })).statusCode).toBe(200);
  });

  it('needs a user session of this tenant', async () => {
    expect((await call(t.app, { method: 'POST', url, ...local })).statusCode).toBe(401);
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await call(t.app, { method: 'POST', url, ...acme, headers: { code } })).statusCode).toBe(403);
  });
});

describe('email deliverability over SMTP', () => {
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

  it("reports the SMTP server's acceptance, and its refusal", async () => {
    const code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const ok = await call(t.app, { method: 'POST', url, ...local, headers: { code } });
    expect(ok.json().data).toMatchObject({ accepted: true, transport: 'smtp' });
    expect(ok.json().data.response).toMatch(/^250/);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatch(/^To: ana@demo\.com\.br/m);

    smtp.refused = ['ana@demo.com.br'];
    const refused = await call(t.app, { method: 'POST', url, ...local, headers: { code } });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({ accepted: false, transport: 'smtp' });
    expect(refused.json().data.response).toMatch(/550/);
    expect(smtp.received).toHaveLength(1);
  });
});
