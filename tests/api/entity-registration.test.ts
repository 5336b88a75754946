import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityMessages } from '../../domain/messages/entities';
import { backends, startTestApp, type TestApp } from './databases';
import { access, heldCodes } from './entity-calls';
import { acme, local, loginCode } from './requests';
import { patchTenant } from './tenant-patch';

const base = '/v1/session/app/local/entity';

describe.each(backends())('entity registration by autoValidate and question on %s', (backend) => {
  let t: TestApp;
  let ana: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: { entityRegistration: { perIp: 100, perEmail: 12, windowMs: 60_000 } } });
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
  });
  afterAll(() => t.close());

  it('refuses invalid CPF/CNPJ check digits with a pt-BR 400, and pads a 13-digit CNPJ', async () => {
    for (const bad of ['12345678000196', '11111111111', '123', '12345678901']) {
      const res = await access(t.app, ana, `${base}/${bad}/autoValidate`, { method: 'POST' });
      expect([res.statusCode, res.json().error, res.json().message]).toEqual([400, '#INVALID_ENTITY_CODE', entityMessages.validation.entityCode]);
    }
    const held = await access(t.app, ana, `${base}/1222333000181/autoValidate`, { method: 'POST' });
    expect(held.statusCode).toBe(400); // 01222333000181 is not a valid CNPJ: padding happens before the check digits
    const already = await access(t.app, ana, `${base}/11222333000181/autoValidate`, { method: 'POST' });
    expect([already.statusCode, already.json().error]).toEqual([409, '#ENTITY_ALREADY_HELD']);
  });

  it("autoValidate: the tenant's named query decides", async () => {
    const refused = await access(t.app, ana, `${base}/98765432000198/autoValidate`, { method: 'POST' });
    expect([refused.statusCode, refused.json().error]).toEqual([403, '#ENTITY_NOT_VALIDATED']);
    const unknown = await access(t.app, ana, `${base}/55667788000186/autoValidate`, { method: 'POST' });
    expect(unknown.statusCode).toBe(403);
    const res = await access(t.app, ana, `${base}/12.345.678%2F0001-95/autoValidate`, { method: 'POST' });
    expect(res.json()).toEqual({ status: 'success', data: { added: true, code: '12345678000195', description: 'Auto Validada Comércio Ltda' } });
    expect(await heldCodes(t.app, 'ana@demo.com.br')).toEqual(['11222333000181', '12345678000195']);
  });

  it('question: the answer is a bound parameter checked by the named query', async () => {
    const wrong = await access(t.app, ana, `${base}/98765432000198/question`, { method: 'POST', payload: { answer: "x' OR '1'='1" } });
    expect([wrong.statusCode, wrong.json().error, wrong.json().message]).toEqual([400, '#WRONG_ANSWER', entityMessages.entity.wrongAnswer]);
    const noAnswer = await access(t.app, ana, `${base}/33445566000186/question`, { method: 'POST', payload: { answer: '' } });
    expect(noAnswer.statusCode).toBe(400);
    const res = await access(t.app, ana, `${base}/98765432000198/question`, { method: 'POST', payload: { answer: '88010-000' } });
    expect(res.json().data).toEqual({ added: true, code: '98765432000198', description: 'Pergunta Distribuidora Ltda' });
    const session = await access(t.app, ana, '/v1/session/app/local/entity/list?fields=code');
    expect(session.json().data).toEqual([{ code: '11222333000181' }, { code: '12345678000195' }, { code: '98765432000198' }]);
  });

  it('is rate limited per user', async () => {
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i += 1) {
      last = (await access(t.app, ana, `${base}/33445566000186/question`, { method: 'POST', payload: { answer: String(i) } })).statusCode;
    }
    expect(last).toBe(429);
    t.clock.advance(60_000);
    expect((await access(t.app, ana, `${base}/33445566000186/question`, { method: 'POST', payload: { answer: '0' } })).statusCode).toBe(400);
  });

  it('a path the tenant does not configure is 403; a query that names another connector is 403', async () => {
    const joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    const res = await access(t.app, joao, '/v1/session/app/acme/entity/12345678000195/autoValidate', { method: 'POST', host: acme.host });
    expect([res.statusCode, res.json().error]).toEqual([403, '#ENTITY_PATH_DISABLED']);
    await patchTenant(t.app, 'local', (doc) => {
      doc.company.entity = { ...doc.company.entity, autoValidate: { sql: 'entidade-validacao-automatica', connector: 'outro' } };
    });
    const wrong = await access(t.app, ana, `${base}/33445566000186/autoValidate`, { method: 'POST' });
    expect([wrong.statusCode, wrong.json().error]).toEqual([403, '#FORBIDDEN']);
  });
});
