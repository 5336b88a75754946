import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LdapDirectory } from '../../schemas/sign-in-providers';
import { freePort } from '../../scripts/peers/oidc-idp';
import { startDirectory, type RunningDirectory } from '../../scripts/peers/ldap-directory';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, password as portalPassword } from './requests';
import { patchTenant } from './tenant-patch';

// The directory's password differs from the portal's seeded hash: a sign-in that works proves the bind.
const directoryPassword = 'Diretorio@2026';
const servicePassword = 'conta-de-servico';

describe.each(backends())('LDAP sign-in against a real directory (slapd) on %s', (backend) => {
  let t: TestApp;
  let directory: RunningDirectory;
  let hanging: Server;
  let hangingPort: number;
  let settings: LdapDirectory;

  beforeAll(async () => {
    directory = await startDirectory({
      suffix: 'dc=demo,dc=local',
      port: await freePort(),
      serviceAccount: { cn: 'portal', password: servicePassword },
      users: [
        { uid: 'lara', mail: 'ldap@demo.com.br', cn: 'Lara Diretório', password: directoryPassword },
        { uid: 'outra', mail: 'outra@demo.com.br', cn: 'Outra Pessoa', password: directoryPassword },
      ],
      groups: [
        { cn: 'financeiro', members: ['lara'] },
        { cn: 'diretoria', members: ['lara', 'outra'] },
        { cn: 'sem-mapa', members: ['lara'] },
      ],
    });
    hanging = createServer(() => undefined);
    hangingPort = await freePort();
    await new Promise<void>((resolve) => hanging.listen(hangingPort, '127.0.0.1', resolve));
    t = await startTestApp(backend, { rateLimits: { login: { perIp: 1000, perEmail: 4, windowMs: 15 * 60_000 } } });
    settings = {
      url: directory.url,
      bindDn: directory.bindDn,
      bindPassword: servicePassword,
      searchBase: directory.suffix,
      groupMap: { financeiro: 'financeiro', diretoria: 'diretoria' },
      timeoutMs: 600,
    };
  });
  afterAll(async () => {
    await t.close();
    await directory.stop();
    hanging.close();
  });
  beforeEach(async () => {
    t.clock.advance(60 * 60_000); // a fresh rate-limit window for each test
    await patchTenant(t.app, 'local', (doc) => {
      doc.server.ldap = { 'demo.local': settings };
    });
  });

  const login = (pw: string, email = 'ldap@demo.com.br') =>
    call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email, password: pw } });

  it('signs the LDAP user in by binding to the directory, and maps its groups', async () => {
    const res = await login(directoryPassword);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: 'ldap@demo.com.br', isLdapUser: true });
    expect([...res.json().data.user.groups].sort()).toEqual(['diretoria', 'financeiro']);
    const stored = await t.app.db.query<{ groups: string[] }>("SELECT groups FROM users WHERE tenant_id = 'local' AND email = 'ldap@demo.com.br'");
    expect([...stored[0]!.groups].sort()).toEqual(['diretoria', 'financeiro']);
  });

  it("does not accept the portal's own password for an LDAP user", async () => {
    const res = await login(portalPassword);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', error: '#WRONG_PASSWORD', message: 'Senha incorreta' });
  });

  it('answers a wrong password with the SPEC answer, counted by the login rate limit', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await login('errada');
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('#WRONG_PASSWORD');
    }
    const limited = await login(directoryPassword);
    expect(limited.statusCode).toBe(429);
  });

  it('refuses an empty password (no unauthenticated bind)', async () => {
    expect((await login('')).statusCode).toBe(401);
  });

  it('refuses with 503 and a pt-BR text when the service account is refused', async () => {
    settings = { ...settings, bindPassword: 'errada' };
    try {
      await patchTenant(t.app, 'local', (doc) => {
        doc.server.ldap = { 'demo.local': settings };
      });
      const res = await login(directoryPassword);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'error',
        error: '#LDAP_UNAVAILABLE',
        message: 'Não foi possível falar com o diretório da empresa (LDAP). Tente novamente em instantes.',
      });
    } finally {
      settings = { ...settings, bindPassword: servicePassword };
    }
  });

  it('answers a directory that does not answer, or is not there, within the timeout', async () => {
    for (const url of [`ldap://127.0.0.1:${hangingPort}`, `ldap://127.0.0.1:${await freePort()}`]) {
      await patchTenant(t.app, 'local', (doc) => {
        doc.server.ldap = { 'demo.local': { ...settings, url } };
      });
      const started = Date.now();
      const res = await login(directoryPassword);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('#LDAP_UNAVAILABLE');
    }
  });

  it('keeps the SPEC §8 LDAP message for a password reset', async () => {
    const res = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/user/ldap@demo.com.br/password', ...local });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Seu e-mail é autenticado no domínio demo.local via LDAP. A redefinição de senha deve ser feita pelo administrador do domínio',
    );
  });
});
