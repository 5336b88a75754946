import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, type JWTPayload } from 'jose';
import { freePort, startIdentityProvider, type RunningIdp } from '../../scripts/peers/oidc-idp';
import { backends, startTestApp, type TestApp } from './databases';
import { signInAtProvider } from './oidc-browser';
import { acme, call } from './requests';
import { patchTenant } from './tenant-patch';

const portal = 'http://acme.portal.test:3000';
const secret = 'segredo-do-cliente-acme';
const idpPassword = 'Senha@Idp1';

describe.each(backends())('Microsoft (OpenID Connect) sign-in on %s', (backend) => {
  let t: TestApp;
  let idp: RunningIdp;
  let hanging: Server;
  let hangingPort: number;

  beforeAll(async () => {
    idp = await startIdentityProvider({
      port: await freePort(),
      idTokenTtlSeconds: 120,
      clients: [{ clientId: 'portal-acme', clientSecret: secret, redirectUris: [`${portal}/federationLogin/acme`] }],
      users: [
        { email: 'ti@acme.com.br', name: 'Equipe TI', password: idpPassword },
        { email: 'novo@acme.com.br', name: 'Nina Nova', password: idpPassword },
        { email: 'ana@demo.com.br', name: 'Ana de Outra Empresa', password: idpPassword },
      ],
    });
    // A provider that accepts connections and never answers.
    hanging = createServer(() => undefined);
    hangingPort = await freePort();
    await new Promise<void>((resolve) => hanging.listen(hangingPort, '127.0.0.1', resolve));
    t = await startTestApp(backend, { rateLimits: { federationCode: { perIp: 1000, perEmail: 0, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await t.close();
    await idp.stop();
    hanging.close();
  });
  beforeEach(async () => {
    // The ID token's times are the provider's real ones: the app clock starts at the real time.
    t.clock.ms = Date.now();
    idp.tamper(undefined);
    await patchTenant(t.app, 'acme', (doc) => {
      doc.server.adfs = { issuer: idp.issuer, clientId: 'portal-acme', clientSecret: secret, timeoutMs: 1000 };
      doc.company.selfRegistration = { enabled: false };
    });
  });

  const start = async (query = '') => {
    const res = await call(t.app, { method: 'GET', url: `/auth/v1/app/acme/federation/adfs${query}`, ...acme });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.url as string;
  };
  const finish = (search: string) =>
    call(t.app, { method: 'POST', url: '/auth/v1/app/acme/federation/adfs/callback', ...acme, payload: { query: search } });
  const roundTrip = async (email = 'ti@acme.com.br', query = '') => (await signInAtProvider(await start(query), email, idpPassword, portal)).search;
  const sessions = async () => Number((await t.app.db.query<{ n: string }>("SELECT count(*) AS n FROM sessions WHERE tenant_id = 'acme'"))[0]!.n);
  const resign = async (idToken: string, change: (claims: JWTPayload) => JWTPayload, key?: Parameters<SignJWT['sign']>[0]) => {
    const claims = change(decodeJwt(idToken));
    const signingKey = key ?? (await importJWK(idp.signingKey, 'RS256'));
    return new SignJWT(claims).setProtectedHeader(decodeProtectedHeader(idToken) as { alg: string }).sign(signingKey);
  };

  it('signs ti@acme.com.br in through the provider with PKCE, state and nonce, keeping redirect_url', async () => {
    const url = new URL(await start(`?redirect_url=${encodeURIComponent('/pedidos/pedidos/meus-pedidos?aba=2')}`));
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe('portal-acme');
    expect(url.searchParams.get('redirect_uri')).toBe(`${portal}/federationLogin/acme`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.toString()).not.toContain(secret);
    const back = await signInAtProvider(url.toString(), 'ti@acme.com.br', idpPassword, portal);
    expect(back.pathname).toBe('/federationLogin/acme');
    const before = await sessions();
    const res = await finish(back.search);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.email).toBe('ti@acme.com.br');
    expect(res.json().data.user.isAdfsUser).toBe(true);
    expect(res.json().data.redirectUrl).toBe('/pedidos/pedidos/meus-pedidos?aba=2');
    expect(await sessions()).toBe(before + 1);
    const validate = await call(t.app, {
      method: 'POST', url: '/auth/v1/general/app/acme/session/validate', ...acme, payload: { code: res.json().data.code },
    });
    expect(validate.json().data.json.email).toBe('ti@acme.com.br');
  });

  it('keeps only a path inside the portal as redirect_url', async () => {
    const res = await finish(await roundTrip('ti@acme.com.br', `?redirect_url=${encodeURIComponent('//evil.example/x')}`));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.redirectUrl).toBeUndefined();
  });

  it('refuses a missing or wrong state, with no session', async () => {
    const search = new URLSearchParams((await roundTrip()).slice(1));
    const before = await sessions();
    const wrong = new URLSearchParams(search);
    wrong.set('state', 'A'.repeat(43));
    const missing = new URLSearchParams(search);
    missing.delete('state');
    for (const query of [wrong, missing]) {
      const res = await finish(`?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', error: '#ADFS_STATE_INVALID' });
      expect(res.json().message).toMatch(/expirou ou já foi usado/);
    }
    expect(await sessions()).toBe(before);
  });

  it('refuses a replayed code: again with its state, and with a fresh state', async () => {
    const search = await roundTrip();
    expect((await finish(search)).statusCode).toBe(200);
    const before = await sessions();
    expect((await finish(search)).json().error).toBe('#ADFS_STATE_INVALID');
    const fresh = new URL(await start());
    const replay = new URLSearchParams(search.slice(1));
    replay.set('state', fresh.searchParams.get('state')!);
    const res = await finish(`?${replay}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('#ADFS_LOGIN_FAILED');
    expect(await sessions()).toBe(before);
  });

  it('refuses an expired ID token (checked on the server clock)', async () => {
    const search = await roundTrip();
    t.clock.advance(4 * 60_000);
    const res = await finish(search);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', error: '#ADFS_LOGIN_FAILED', message: 'Não foi possível confirmar seu login Microsoft. Tente novamente.' });
  });

  it('refuses an ID token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    expect((await exportJWK(privateKey)).n).not.toBe(idp.signingKey.n);
    idp.tamper((token) => resign(token, (claims) => claims, privateKey));
    const before = await sessions();
    const res = await finish(await roundTrip());
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('#ADFS_LOGIN_FAILED');
    expect(await sessions()).toBe(before);
  });

  it('refuses an ID token for another client, from another issuer or with another nonce', async () => {
    const changes: ((claims: JWTPayload) => JWTPayload)[] = [
      (c) => ({ ...c, aud: 'outro-cliente' }),
      (c) => ({ ...c, iss: 'http://127.0.0.1:1/outro' }),
      (c) => ({ ...c, nonce: 'outro-nonce' }),
    ];
    for (const change of changes) {
      idp.tamper((token) => resign(token, change));
      const res = await finish(await roundTrip());
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('#ADFS_LOGIN_FAILED');
    }
    // The same re-signing without a change is accepted: the refusals above are the claims'.
    idp.tamper((token) => resign(token, (c) => c));
    expect((await finish(await roundTrip())).statusCode).toBe(200);
  });

  it("refuses another tenant's user (self-registration off) and e-mail domains the tenant does not allow", async () => {
    const res = await finish(await roundTrip('ana@demo.com.br'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Usuário "ana@demo.com.br" inexistente!');
    const created = await t.app.db.query("SELECT 1 FROM users WHERE tenant_id = 'acme' AND email = 'ana@demo.com.br'");
    expect(created).toHaveLength(0);
    await patchTenant(t.app, 'acme', (doc) => {
      doc.server.adfs!.allowedEmailDomains = ['acme.com.br'];
      doc.company.selfRegistration = { enabled: true };
    });
    const domain = await finish(await roundTrip('ana@demo.com.br'));
    expect(domain.statusCode).toBe(403);
    expect(domain.json().error).toBe('#ADFS_EMAIL_DOMAIN');
  });

  it('creates an unknown user when the tenant lets people register', async () => {
    await patchTenant(t.app, 'acme', (doc) => {
      doc.company.selfRegistration = { enabled: true };
    });
    const res = await finish(await roundTrip('novo@acme.com.br'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: 'novo@acme.com.br', nick: 'Nina Nova', isAdfsUser: true });
  });

  it('answers a provider that does not answer with the connection error, within the timeout', async () => {
    await patchTenant(t.app, 'acme', (doc) => {
      doc.server.adfs = { issuer: `http://127.0.0.1:${hangingPort}`, clientId: 'portal-acme', clientSecret: secret, timeoutMs: 600 };
    });
    const started = Date.now();
    const res = await call(t.app, { method: 'GET', url: '/auth/v1/app/acme/federation/adfs', ...acme });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', error: '#ADFS_UNAVAILABLE', message: 'O login Microsoft não respondeu. Tente novamente em instantes.' });
  });

  it('counts callbacks in the federation rate limit', async () => {
    const limited = await startTestApp(backend, { rateLimits: { federationCode: { perIp: 2, perEmail: 0, windowMs: 60_000 } } });
    try {
      const attempt = () => call(limited.app, { method: 'POST', url: '/auth/v1/app/acme/federation/adfs/callback', ...acme, payload: { query: '?state=x' } });
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('answers 404 #ADFS_NOT_CONFIGURED for a tenant without the settings', async () => {
    const res = await call(t.app, { method: 'GET', url: '/auth/v1/app/local/federation/adfs', host: 'localhost:3000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('#ADFS_NOT_CONFIGURED');
  });
});
