import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../../fixtures/tenants/local.json';
import { mailMessages } from '../../domain/messages/mail';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local, loginCode } from './requests';
import { startSmtpPeer } from './support/smtp-peer';

// SPEC §7 "Others": POST /v1/session/app/{app}/sendNoBearerEmail body {bill}, in the financial service group. The
// demo tenant `local` finds the bill with its named query 'boleto-email' (server.invoice.billQuery).
const url = '/financial/v1/session/app/local/sendNoBearerEmail';
const admin = '/pro-admin/v1/session/app/local';
type Mail = { to: string; from: string; replyTo: string | null; cc: string[]; subject: string; text: string };

/** Saves tenant local's invoice config as admin@demo.com.br does in 'Cobrança' (PUT .../config/sections/invoice). */
async function putInvoice(t: TestApp, invoice: Record<string, unknown>) {
  const code = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  const url = `${admin}/config/sections/invoice`;
  const { version } = (await call(t.app, { method: 'GET', url, ...local, headers: { code } })).json().data;
  return call(t.app, { method: 'PUT', url, ...local, headers: { code, 'if-match': `"${version}"` }, payload: { value: { invoice }, comment: 'cobrança' } });
}

describe.each(backends())('the bill e-mail on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  const send = (bill: unknown, code: string | null = ana) =>
    call(t.app, { method: 'POST', url, ...local, headers: code ? { code } : {}, payload: bill === undefined ? {} : { bill } });
  const outbox = async (): Promise<Mail[]> => (await call(t.app, { method: 'GET', url: '/dev/outbox.json', ...local })).json();

  beforeAll(async () => {
    t = await startTestApp(backend);
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
  });
  afterAll(() => t.close());

  it("mails one of the user's bills to the user's own address, written from the bill query's row and the invoice config", async () => {
    const res = await send('0001234');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { sent: true, to: 'ana@demo.com.br' } });
    const [mail, ...rest] = await outbox();
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      to: 'ana@demo.com.br',
      from: 'Financeiro Portal Demo <no-reply@localhost>',
      replyTo: 'financeiro@demo.com.br',
      cc: [],
      subject: mailMessages.bill.subject('Portal Demo', '0001234'),
    });
    expect(mail?.text).toBe(
      [
        'Olá, Ana Souza!',
        '',
        'Seguem os dados do boleto 0001234, como você pediu no Portal Demo.',
        '',
        'Vencimento: 10/12/2026',
        'Valor: R$ 1.520,50',
        'CPF/CNPJ: 11.222.333/0001-81',
        'Situação: Em aberto',
        '',
        'Após o vencimento, multa de 2% e juros de 1% ao mês. Em caso de dúvida, responda a este e-mail.',
        '',
        'Este e-mail foi enviado a ana@demo.com.br a pedido de quem entrou no Portal Demo com este endereço. Se não foi você, ignore esta mensagem.',
      ].join('\n'),
    );
  });

  it("answers 404 #BILL_NOT_FOUND for another company's bill and for an unknown number, and mails nothing", async () => {
    const before = (await outbox()).length;
    for (const bill of ['0002001', '9999999', 1234]) {
      const res = await send(bill);
      expect(res.statusCode, String(bill)).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', error: '#BILL_NOT_FOUND', message: mailMessages.bill.notFound });
    }
    expect(await outbox()).toHaveLength(before);
  });

  it('refuses a missing, blank, long or non-text bill with 400, and a call without a user session of the host tenant with 401', async () => {
    for (const bill of [undefined, '', '   ', 'x'.repeat(61), { numero: '0001234' }, ['0001234', '0001235'], null]) {
      const res = await send(bill);
      expect(res.statusCode, JSON.stringify(bill)).toBe(400);
    }
    expect((await send('0001234', null)).statusCode).toBe(401);
    const joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    expect((await send('0001234', joao)).statusCode).toBe(401);
    const acmeCall = await call(t.app, { method: 'POST', url: '/financial/v1/session/app/acme/sendNoBearerEmail', ...local, headers: { code: ana }, payload: { bill: '0001234' } });
    expect(acmeCall.statusCode).toBe(403);
  });

  it('answers 404 #BILL_EMAIL_NOT_CONFIGURED on a tenant without a bill query', async () => {
    const joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    const res = await call(t.app, { method: 'POST', url: '/financial/v1/session/app/acme/sendNoBearerEmail', ...acme, headers: { code: joao }, payload: { bill: '0001234' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: '#BILL_EMAIL_NOT_CONFIGURED', message: mailMessages.bill.notConfigured });
  });

  it("follows the invoice config as the admin saves it: the subject's {numero}, the copies; without billQuery it stops", async () => {
    const save = async (invoice: Record<string, unknown>) => {
      const res = await putInvoice(t, invoice);
      expect(res.statusCode, res.body).toBe(200);
    };
    const unknownQuery = await putInvoice(t, { billQuery: 'nao-existe' });
    expect(unknownQuery.statusCode).toBe(422);
    expect(unknownQuery.json().errors[0].path).toBe('/server/invoice/billQuery');

    await save({ subject: 'Seu boleto {numero} ({numero})', copyTo: ['cobranca@demo.com.br', 'auditoria@demo.com.br'], billQuery: 'boleto-email' });
    expect((await send('0001235')).statusCode).toBe(200);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ subject: 'Seu boleto 0001235 (0001235)', cc: ['cobranca@demo.com.br', 'auditoria@demo.com.br'], replyTo: null, from: 'Portal Demo <no-reply@localhost>' });
    expect(mail?.text).toContain('Valor: R$ 980,00');
    expect(mail?.text).not.toContain('multa');
    const page = (await call(t.app, { method: 'GET', url: '/dev/outbox', ...local })).body;
    expect(page).toContain('De: Portal Demo &lt;no-reply@localhost&gt; · ana@demo.com.br · Cópia: cobranca@demo.com.br, auditoria@demo.com.br · 20');
    expect(page).toContain('De: Financeiro Portal Demo &lt;no-reply@localhost&gt; · ana@demo.com.br · Responder a: financeiro@demo.com.br · 20');

    await save({ senderName: 'Financeiro' });
    expect((await send('0001235')).json().error).toBe('#BILL_EMAIL_NOT_CONFIGURED');
  });

  it('counts the requests per user: the 11th in 15 minutes is 429 #RATE_LIMITED, and the window passes', async () => {
    expect((await putInvoice(t, { billQuery: 'boleto-email' })).statusCode).toBe(200);
    const adminCode = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send('0002001', adminCode)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    t.clock.advance(15 * 60_000 + 1);
    expect((await send('0002001', adminCode)).statusCode).toBe(200);
  });
});

describe('the bill e-mail over SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;
  let ana: string;
  const send = () => call(t.app, { method: 'POST', url, ...local, headers: { code: ana }, payload: { bill: '0001234' } });

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp('pglite', { config: { smtpUrl: smtp.url } });
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const { invoice } = demo.server;
    expect((await putInvoice(t, { ...invoice, copyTo: ['cobranca@demo.com.br'] })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("reaches a real SMTP peer with the sender's name, the reply-to and the copy", async () => {
    expect((await send()).statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const headers = smtp.received[0]?.split(/\r?\n\r?\n/)[0] ?? '';
    expect(headers).toMatch(/^From: Financeiro Portal Demo <no-reply@localhost>$/m);
    expect(headers).toMatch(/^To: ana@demo\.com\.br$/m);
    expect(headers).toMatch(/^Cc: cobranca@demo\.com\.br$/m);
    expect(headers).toMatch(/^Reply-To: financeiro@demo\.com\.br$/m);
    expect(headers).toMatch(/^Subject: Boleto 0001234 - Portal Demo$/m);
    expect(await t.app.db.query('SELECT id FROM outbox')).toEqual([]);
  });

  it('answers 503 #BILL_EMAIL_FAILED when the peer refuses the user, and 200 when it refuses only the copy', async () => {
    smtp.refused = ['ana@demo.com.br'];
    const refused = await send();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ error: '#BILL_EMAIL_FAILED', message: mailMessages.bill.failed });
    smtp.refused = ['cobranca@demo.com.br'];
    const copyRefused = await send();
    expect(copyRefused.statusCode).toBe(200);
    expect(smtp.received.at(-1)).toMatch(/^To: ana@demo\.com\.br$/m);
  });
});
