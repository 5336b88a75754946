import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResult } from '../../schemas/session';
import { compileSchema } from '../../schemas/validator';
import { mintFederationCode } from '../../server/auth/federation-codes';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local } from './requests';

describe.each(backends())('federation code login on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const userId = async (tenant: string, email: string) =>
    (await t.app.db.query<{ id: string }>('SELECT id FROM users WHERE tenant_id = $1 AND email = $2', [tenant, email]))[0]?.id ?? '';
  const mint = async (email: string, tenant = 'local') => mintFederationCode(t.app.db, tenant, await userId(tenant, email), t.app.now());
  const exchange = (code: string, tenant = 'local', host = local.host) =>
    call(t.app, { method: 'GET', url: `/auth/v1/app/${tenant}/federation/login/code/${code}`, host });

  it('exchanges a minted code for a session, once', async () => {
    const code = await mint('ana@demo.com.br');
    const res = await exchange(code);
    expect(res.statusCode).toBe(200);
    expect(compileSchema(LoginResult).check(res.json().data)).toBe(true);
    expect(res.json().data.user.email).toBe('ana@demo.com.br');
    const again = await exchange(code);
    expect(again.json()).toEqual({ status: 'error', error: '#INVALID_LINK', message: 'Link inválido ou expirado.' });
    expect((await exchange('C'.repeat(43))).body).toBe(again.body);
  });

  it('expires after 5 minutes', async () => {
    const code = await mint('ana@demo.com.br');
    const ok = await mint('ana@demo.com.br');
    t.clock.advance(5 * 60_000 - 1);
    expect((await exchange(ok)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await exchange(code)).json().error).toBe('#INVALID_LINK');
  });

  it("does not accept another tenant's code, and keeps codes hashed at rest", async () => {
    const code = await mint('joao@acme.com.br', 'acme');
    expect((await exchange(code)).statusCode).toBe(400);
    const rows = await t.app.db.query('SELECT * FROM tokens');
    expect(JSON.stringify(rows)).not.toContain(code);
    expect((await exchange(code, 'acme', acme.host)).statusCode).toBe(200);
  });

  it('refuses a blocked user with the blocked reply', async () => {
    const res = await exchange(await mint('bloqueado@demo.com.br'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Usuário bloqueado');
  });
});
