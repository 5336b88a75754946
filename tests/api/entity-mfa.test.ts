import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsGateway, type RunningGateway } from '../../scripts/peers/sms-gateway';
import { backends, startTestApp, type TestApp } from './databases';
import { access, heldCodes, lastMailText } from './entity-calls';
import { local, loginCode } from './requests';

const base = '/v1/session/app/local/entity';
const contact = 'financeiro@contatoseguro.com.br';
const codeIn = (text: string) => /é: (\d{6})/.exec(text)?.[1] ?? '';

describe.each(backends())('entity MFA on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  let admin: string;
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startSmsGateway();
    t = await startTestApp(backend, {
      rateLimits: { mfaSend: { perIp: 100, perEmail: 4, windowMs: 15 * 60_000 } },
      config: { sms: { url: gateway.url, token: 'segredo-sms', timeoutMs: 500 } },
    });
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(async () => {
    await t.close();
    await gateway.stop();
  });

  const possibilities = async (code: string, cnpj = '33445566000186') => (await access(t.app, code, `${base}/${cnpj}/mfa`)).json().data;
  const send = (code: string, option: string, cnpj = '33445566000186') =>
    access(t.app, code, `${base}/${cnpj}/mfa?option=${encodeURIComponent(option)}`, { method: 'POST' });
  const authenticate = (code: string, mfa: string, cnpj = '33445566000186') =>
    access(t.app, code, `${base}/${cnpj}/mfa/authenticate`, { method: 'POST', payload: { mfa } });
  const emailOption = async (code: string) => (await possibilities(code)).possibilities.find((p: { type: string }) => p.type === 'email').option as string;

  it('lists masked possibilities from the tenant data; none for an entity without contacts', async () => {
    const data = await possibilities(ana);
    expect(data.description).toBe('Contato Seguro Serviços Ltda');
    expect(data.possibilities.map((p: { type: string; label: string }) => `${p.type} ${p.label}`)).toEqual([
      'email finan*****@contatoseguro.com.br',
      'sms *******7766',
      'whatsapp *******7766',
    ]);
    expect(JSON.stringify(data)).not.toContain('48999887766');
    expect((await possibilities(ana, '55667788000186')).possibilities).toEqual([]);
  });

  it('sends a 6-digit code by mail, kept only hashed; a wrong code fails; the right one adds the entity once', async () => {
    const option = await emailOption(ana);
    const sent = await send(ana, option);
    expect(sent.json().data).toMatchObject({ sent: true, option, expiresAt: new Date(t.clock.ms + 600_000).toISOString() });
    const code = codeIn(await lastMailText(t.app, contact));
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.app.db.query<Record<string, unknown>>('SELECT * FROM entity_mfa_codes');
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    const wrong = await authenticate(ana, code === '000000' ? '111111' : '000000');
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, '#INVALID_MFA_CODE']);
    // Bound to the user: admin cannot use ana's code.
    expect((await authenticate(admin, code)).statusCode).toBe(400);
    const ok = await authenticate(ana, code);
    expect(ok.json().data).toEqual({ added: true, code: '33445566000186', description: 'Contato Seguro Serviços Ltda' });
    expect(await heldCodes(t.app, 'ana@demo.com.br')).toContain('33445566000186');
    expect((await access(t.app, ana, `${base}/33445566000186`)).statusCode).toBe(200);
  });

  it('a code expires after 10 minutes, dies after 5 wrong tries, and a new send retires the old one', async () => {
    const option = await emailOption(admin);
    await send(admin, option);
    const first = codeIn(await lastMailText(t.app, contact));
    t.clock.advance(600_001);
    expect((await authenticate(admin, first)).statusCode).toBe(400);

    await send(admin, option);
    const second = codeIn(await lastMailText(t.app, contact));
    await send(admin, option);
    const third = codeIn(await lastMailText(t.app, contact));
    if (second !== third) expect((await authenticate(admin, second)).statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1) await authenticate(admin, third === '999999' ? '999998' : '999999');
    expect((await authenticate(admin, third)).statusCode).toBe(400);
    expect(await heldCodes(t.app, 'admin@demo.com.br')).not.toContain('33445566000186');
  });

  it('sends are rate limited; an unknown option is 404; sms goes through the message sender', async () => {
    t.clock.advance(16 * 60_000);
    expect((await send(admin, 'email-desconhecido')).json().error).toBe('#MFA_OPTION_NOT_FOUND');
    const sms = (await possibilities(admin)).possibilities.find((p: { type: string }) => p.type === 'sms').option;
    const before = gateway.received.length;
    expect((await send(admin, sms)).json().data.sent).toBe(true);
    expect(gateway.received.slice(before)).toMatchObject([{ channel: 'sms', to: '48999887766' }]);
    let status = 200;
    for (let i = 0; i < 5 && status !== 429; i += 1) status = (await send(admin, sms)).statusCode;
    expect(status).toBe(429);
  });

  it('the SMS/WhatsApp gateway receives each code on its channel, to the contact; a gateway down is 503 in pt-BR and a later send works', async () => {
    t.clock.advance(16 * 60_000);
    const options = (await possibilities(admin)).possibilities as { type: string; option: string }[];
    const option = (type: string) => options.find((p) => p.type === type)?.option ?? '';
    gateway.received.length = 0;
    expect((await send(admin, option('whatsapp'))).statusCode).toBe(200);
    expect((await send(admin, option('sms'))).statusCode).toBe(200);
    expect(gateway.received.map((m) => [m.channel, m.to, m.authorization])).toEqual([
      ['whatsapp', '48999887766', 'Bearer segredo-sms'],
      ['sms', '48999887766', 'Bearer segredo-sms'],
    ]);
    const bySms = codeIn(gateway.received[1]?.text ?? '');
    expect(bySms).toMatch(/^\d{6}$/);

    const downReply = {
      status: 'error',
      error: '#MESSAGE_GATEWAY_UNAVAILABLE',
      message: 'Não foi possível enviar o código por SMS ou WhatsApp agora. Tente novamente em instantes ou escolha outra opção.',
    };
    gateway.mode = 'refusing';
    const refused = await send(admin, option('sms'));
    expect([refused.statusCode, refused.json()]).toEqual([503, downReply]);
    gateway.mode = 'hanging'; // the sender's 500 ms timeout ends the wait
    const hung = await send(admin, option('whatsapp'));
    expect([hung.statusCode, hung.json()]).toEqual([503, downReply]);
    expect(gateway.received).toHaveLength(2);

    gateway.mode = 'ok';
    t.clock.advance(16 * 60_000);
    expect((await send(admin, option('sms'))).statusCode).toBe(200);
    const resent = codeIn(gateway.received[2]?.text ?? '');
    expect(resent).toMatch(/^\d{6}$/);
    expect((await authenticate(admin, resent)).json().data).toEqual({ added: true, code: '33445566000186', description: 'Contato Seguro Serviços Ltda' });
    expect(await heldCodes(t.app, 'admin@demo.com.br')).toContain('33445566000186');
  });
});
