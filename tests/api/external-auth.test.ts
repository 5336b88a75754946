import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startExternalVerifier, type RunningVerifier } from '../../scripts/peers/external-verifier';
import { freePort } from '../../scripts/peers/oidc-idp';
import { backends, startTestApp, type TestApp } from './databases';
import { call, gamma, password as portalPassword } from './requests';
import { patchTenant } from './tenant-patch';

const secret = 'segredo-do-verificador';
// The verifier's password differs from the portal's seeded hash: a sign-in that works proves the HTTP call.
const externalPassword = 'Externa@2026';

describe.each(backends())('external-auth verifier over HTTP on %s', (backend) => {
  let t: TestApp;
  let verifier: RunningVerifier;
  let hanging: Server;
  let failing: HttpServer;
  const ports = { hanging: 0, failing: 0 };

  beforeAll(async () => {
    verifier = await startExternalVerifier({
      port: await freePort(),
      secret,
      accounts: [
        { username: 'carlos', password: externalPassword, email: 'carlos@gamma.com.br' },
        { username: 'suspenso', password: externalPassword, email: 'suspenso@gamma.com.br', suspended: 'Conta suspensa no ERP: procure o RH.' },
      ],
    });
    hanging = createServer(() => undefined);
    failing = createHttpServer((_req, res) => res.writeHead(500).end('{}'));
    ports.hanging = await freePort();
    await new Promise<void>((resolve) => hanging.listen(ports.hanging, '127.0.0.1', resolve));
    ports.failing = await freePort();
    await new Promise<void>((resolve) => failing.listen(ports.failing, '127.0.0.1', resolve));
    t = await startTestApp(backend, { rateLimits: { login: { perIp: 1000, perEmail: 3, windowMs: 15 * 60_000 } } });
  });
  afterAll(async () => {
    await t.close();
    await verifier.stop();
    hanging.close();
    failing.close();
  });
  const useVerifier = (url: string, s = secret) =>
    patchTenant(t.app, 'gamma', (doc) => {
      doc.server.externalAuth = { url, secret: s, timeoutMs: 600 };
    });
  beforeEach(async () => {
    t.clock.advance(60 * 60_000); // a fresh rate-limit window for each test
    await useVerifier(verifier.url);
  });

  const login = (email: string, pw: string) =>
    call(t.app, { method: 'POST', url: '/auth/v1/general/app/gamma/login', ...gamma, payload: { email, password: pw } });

  it('signs carlos in by username when the verifier accepts him', async () => {
    const calls = verifier.calls;
    const res = await login('Carlos', externalPassword);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.email).toBe('carlos@gamma.com.br');
    expect(verifier.calls).toBe(calls + 1);
  });

  it("refuses what the verifier refuses, the portal's own password included, counted by the login rate limit", async () => {
    for (const pw of [portalPassword, 'errada', 'errada']) {
      const res = await login('carlos', pw);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', error: '#EXTERNAL_AUTH_FAILED', message: 'Usuário ou senha inválidos.' });
    }
    expect((await login('carlos', externalPassword)).statusCode).toBe(429);
  });

  it("shows the verifier's own 400 text (SPEC §8)", async () => {
    const res = await login('suspenso', externalPassword);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', error: '#EXTERNAL_AUTH_FAILED', message: 'Conta suspensa no ERP: procure o RH.' });
  });

  it('sends the configured secret: with another one the verifier refuses', async () => {
    await useVerifier(verifier.url, 'outro-segredo');
    expect((await login('carlos', externalPassword)).json().error).toBe('#EXTERNAL_AUTH_FAILED');
  });

  it('answers a verifier that fails, hangs or is not there with 503 within the timeout', async () => {
    const urls = [`http://127.0.0.1:${ports.failing}/verificar`, `http://127.0.0.1:${ports.hanging}/verificar`, `http://127.0.0.1:${await freePort()}/verificar`];
    for (const url of urls) {
      await useVerifier(url);
      const started = Date.now();
      const res = await login('carlos', externalPassword);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'error',
        error: '#EXTERNAL_AUTH_UNAVAILABLE',
        message: 'O serviço de autenticação da empresa não respondeu. Tente novamente em instantes.',
      });
    }
  });
});
