import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretMask } from '../../domain/config-secrets';
import { startDirectory, type RunningDirectory } from '../../scripts/peers/ldap-directory';
import { freePort } from '../../scripts/peers/oidc-idp';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, loginCode } from './requests';

const servicePassword = 'senha-da-conta-de-servico';
const base = '/pro-admin/v1/session/app/local';

describe.each(backends())('sign-in provider settings in the admin config editor on %s', (backend) => {
  let t: TestApp;
  let directory: RunningDirectory;
  let admin: string;
  beforeAll(async () => {
    directory = await startDirectory({
      suffix: 'dc=demo,dc=local',
      port: await freePort(),
      serviceAccount: { cn: 'portal', password: servicePassword },
      users: [{ uid: 'lara', mail: 'ldap@demo.com.br', cn: 'Lara Diretório', password: 'Diretorio@2026' }],
      groups: [],
    });
    t = await startTestApp(backend);
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(async () => {
    await t.close();
    await directory.stop();
  });

  it('saves the directory with its service password write-only: masked in the API, encrypted at rest, used by the sign-in', async () => {
    const got = await call(t.app, { method: 'GET', url: `${base}/config`, ...local, headers: { code: admin } });
    const { version, document } = got.json().data;
    expect(document.server.ldap['demo.local'].bindPassword).toBe(secretMask);
    document.server.ldap['demo.local'] = {
      url: directory.url,
      bindDn: directory.bindDn,
      bindPassword: servicePassword,
      searchBase: directory.suffix,
      timeoutMs: 2000,
    };
    const saved = await call(t.app, {
      method: 'PUT', url: `${base}/config`, ...local, headers: { code: admin, 'if-match': `"${version}"` }, payload: { document, comment: 'LDAP' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(servicePassword);
    const stored = await t.app.db.query<{ document: unknown }>("SELECT document FROM tenants WHERE tenant_id = 'local'");
    expect(JSON.stringify(stored[0]!.document)).not.toContain(servicePassword);
    expect(JSON.stringify(stored[0]!.document)).toContain('enc:v1:');
    const login = await call(t.app, {
      method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 'ldap@demo.com.br', password: 'Diretorio@2026' },
    });
    expect(login.statusCode, login.body).toBe(200);
  });
});
