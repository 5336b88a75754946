import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretMask } from '../../domain/config-secrets';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local, loginCode } from './requests';

const base = '/pro-admin/v1/session/app/local';

describe.each(backends())('tenant config as code on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { code: admin }) => call(t.app, { method: 'GET', url, ...local, headers });
  const current = async () => {
    const res = await get(`${base}/config`);
    return { version: res.json().data.version as number, document: res.json().data.document, etag: res.headers.etag as string };
  };
  const put = (document: unknown, version: number | null, headers: Record<string, string> = { code: admin }, comment = 'teste') =>
    call(t.app, {
      method: 'PUT',
      url: `${base}/config`,
      ...local,
      headers: { ...headers, ...(version === null ? {} : { 'if-match': `"${version}"` }) },
      payload: { document, comment },
    });

  it('starts every tenant at version 1 from the fixtures, without the demo seed, with an ETag', async () => {
    const res = await get(`${base}/config`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    const data = res.json().data;
    expect(data).toMatchObject({ version: 1, author: 'sistema', comment: 'Versão inicial (fixtures)' });
    expect(Object.keys(data.document).sort()).toEqual(['company', 'server']);
    expect(data.document.company.id).toBe('local');
  });

  it('refuses without a session (401), a non-admin (403), another tenant id (403) and an admin of another tenant (403)', async () => {
    expect((await get(`${base}/config`, {})).statusCode).toBe(401);
    expect((await get(`${base}/config`, { code: 'nao-existe' })).statusCode).toBe(401);
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const forbidden = await get(`${base}/config`, { code: ana });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ status: 'error', error: '#FORBIDDEN' });
    expect((await get('/pro-admin/v1/session/app/acme/config')).statusCode).toBe(403);
    const joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    await t.app.db.query(`UPDATE users SET groups = '{admin}' WHERE tenant_id = 'acme' AND email = 'joao@acme.com.br'`);
    expect((await get(`${base}/config`, { code: joao })).statusCode).toBe(403);
    expect((await put({}, 1, { code: ana })).statusCode).toBe(403);
    expect((await call(t.app, { method: 'POST', url: `${base}/config/validate`, ...local, headers: { code: ana }, payload: { document: {} } })).statusCode).toBe(403);
  });

  it('lets a delegated admin in only where a group grants the permission: finance alone does not open the config', async () => {
    const { document, version } = await current();
    document.company.admin = { permissions: { financeiro: ['finance'] } };
    expect((await put(document, version, undefined, 'delega finanças')).statusCode).toBe(200);
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await get(`${base}/config`, { code: ana })).statusCode).toBe(403);
    document.company.admin = { permissions: { financeiro: ['config'] } };
    expect((await put(document, version + 1, undefined, 'delega configuração')).statusCode).toBe(200);
    expect((await get(`${base}/config`, { code: ana })).statusCode).toBe(200);
    delete document.company.admin;
    expect((await put(document, version + 2, undefined, 'sem delegação')).statusCode).toBe(200);
    expect((await get(`${base}/config`, { code: ana })).statusCode).toBe(403);
  });

  it('validates with every problem at its JSON path in pt-BR, our own rules included, and a contrast warning', async () => {
    const { document } = await current();
    document.company.style.color.primary = 'azul';
    document.company.appTitle = 5;
    let res = await call(t.app, { method: 'POST', url: `${base}/config/validate`, ...local, headers: { code: admin }, payload: { document } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.valid).toBe(false);
    const paths = res.json().data.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/company/style/color/primary', '/company/appTitle']));
    expect(res.json().data.errors.find((e: { path: string }) => e.path === '/company/appTitle').message).toBe('deve ser um texto');

    const rules = (await current()).document;
    rules.company.modules.push({ ...rules.company.modules[0] });
    rules.company.modules[0].items[0].sumSql = 'nao-existe';
    rules.company.style.color.primary = '#ffee00';
    rules.company.modules[0].items[1].routeTo = 'aovivo';
    rules.company.modules[0].items[2].routeTo = 'menu';
    res = await call(t.app, { method: 'POST', url: `${base}/config/validate`, ...local, headers: { code: admin }, payload: { document: rules } });
    const errors = res.json().data.errors as { path: string; message: string; severity: string }[];
    expect(res.json().data.valid).toBe(false);
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: `/company/modules/${rules.company.modules.length - 1}/id`, message: `O módulo "${rules.company.modules[0].id}" aparece mais de uma vez.`, severity: 'error' },
        { path: '/company/modules/0/items/0/sumSql', message: 'A consulta "nao-existe" não existe em server.queries.', severity: 'error' },
        expect.objectContaining({ path: '/company/style/color/primary', severity: 'warning' }),
        {
          path: '/company/modules/0/items/1/routeTo',
          message: `O item abriria em /aovivo/${rules.company.modules[0].id}/${rules.company.modules[0].items[1].id}, caminho que nenhuma tela do portal atende: quem clicar volta ao início. Use dashboard, menu, script ou app.`,
          severity: 'warning',
        },
      ]),
    );
    // A section the portal serves is fine.
    expect(errors.filter((e) => e.path === '/company/modules/0/items/2/routeTo')).toEqual([]);
  });

  it('publishes with If-Match, shows the change on the next request with no restart, and keeps versions', async () => {
    const { document, version } = await current();
    document.company.appName = 'Portal Demo Publicado';
    document.company.style.color.primary = '#123456';
    const res = await put(document, version, undefined, 'Cor nova');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`"${version + 1}"`);
    expect(res.json().data).toMatchObject({ version: version + 1, author: 'admin@demo.com.br', comment: 'Cor nova' });
    const cache = await call(t.app, { method: 'GET', url: '/cache/localhost.json', ...local });
    expect(cache.json()).toMatchObject({ appName: 'Portal Demo Publicado', style: { color: { primary: '#123456' } } });
    const configCall = await call(t.app, { method: 'GET', url: '/core/v1/integration/config/get?id=local', ...local });
    expect(configCall.json().data.appName).toBe('Portal Demo Publicado');
    const list = await get(`${base}/config/versions`);
    expect(list.json().data[0]).toMatchObject({ version: version + 1, author: 'admin@demo.com.br', comment: 'Cor nova' });
    expect(list.json().data.at(-1)).toMatchObject({ version: 1 });
  });

  it('refuses a stale version with 412 saying who saved in between, and loses nothing', async () => {
    const { document, version } = await current();
    document.company.appTitle = 'Primeira';
    expect((await put(document, version)).statusCode).toBe(200);
    document.company.appTitle = 'Segunda, sobre versão velha';
    const stale = await put(document, version);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ status: 'error', error: '#CONFIG_VERSION_CONFLICT', current: { version: version + 1, author: 'admin@demo.com.br' } });
    expect(stale.json().message).toContain('admin@demo.com.br');
    expect((await current()).document.company.appTitle).toBe('Primeira');
    const missing = await put(document, null);
    expect(missing.statusCode).toBe(428);
    expect(missing.json().error).toBe('#CONFIG_VERSION_REQUIRED');
  });

  it('refuses an invalid document with 422 and the pt-BR problem list, saving nothing', async () => {
    const before = await current();
    const document = structuredClone(before.document);
    document.company.style.color.primary = 'azul';
    const res = await put(document, before.version);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', error: '#CONFIG_INVALID' });
    expect(res.json().errors).toEqual([{ path: '/company/style/color/primary', message: 'deve corresponder ao padrão "^#[0-9a-fA-F]{3,8}$"', severity: 'error' }]);
    expect((await current()).version).toBe(before.version);
    const changedId = structuredClone(before.document);
    changedId.company.id = 'outra';
    const idRes = await put(changedId, before.version);
    expect(idRes.statusCode).toBe(422);
    expect(idRes.json().errors[0]).toMatchObject({ path: '/company/id' });
    const takenDomain = structuredClone(before.document);
    takenDomain.company.domain.push('acme.portal.test');
    expect((await put(takenDomain, before.version)).json().errors[0]).toMatchObject({ path: '/company/domain/1' });
  });

  it('masks secrets, keeps them when the mask comes back, and stores them encrypted', async () => {
    const acmeAdmin = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    await t.app.db.query(`UPDATE users SET groups = '{admin}' WHERE tenant_id = 'acme' AND email = 'joao@acme.com.br'`);
    const acmeBase = '/pro-admin/v1/session/app/acme/config';
    const res = await call(t.app, { method: 'GET', url: acmeBase, ...acme, headers: { code: acmeAdmin } });
    const { document, version } = res.json().data;
    expect(document.server.adfs.clientSecret).toBe(secretMask);
    expect(res.body).not.toContain('not-a-real-secret');
    const [stored] = await t.app.db.query<{ document: unknown }>("SELECT document FROM tenants WHERE tenant_id = 'acme'");
    expect(JSON.stringify(stored!.document)).not.toContain('not-a-real-secret');
    expect(JSON.stringify(stored!.document)).toContain('enc:v1:');

    document.company.appTitle = 'ACME com segredo mantido';
    const save = await call(t.app, { method: 'PUT', url: acmeBase, ...acme, headers: { code: acmeAdmin, 'if-match': `"${version}"` }, payload: { document, comment: 'mantém' } });
    expect(save.statusCode).toBe(200);
    expect(save.json().data.document.server.adfs.clientSecret).toBe(secretMask);
    expect(t.app.tenants.get('acme')!.document.server.adfs?.clientSecret).toBe('not-a-real-secret');

    document.server.adfs.clientSecret = 'novo-segredo';
    await call(t.app, { method: 'PUT', url: acmeBase, ...acme, headers: { code: acmeAdmin, 'if-match': `"${version + 1}"` }, payload: { document, comment: 'troca' } });
    expect(t.app.tenants.get('acme')!.document.server.adfs?.clientSecret).toBe('novo-segredo');
    const versions = await t.app.db.query<{ document: unknown }>("SELECT document FROM tenant_config_versions WHERE tenant_id = 'acme'");
    expect(JSON.stringify(versions)).not.toMatch(/novo-segredo|not-a-real-secret/);
  });

  it('rolls back to an earlier version as a new version, and the next request sees it', async () => {
    const v1 = await get(`${base}/config/versions/1`);
    expect(v1.statusCode).toBe(200);
    const originalName = v1.json().data.document.company.appName;
    const before = (await current()).version;
    const res = await call(t.app, { method: 'POST', url: `${base}/config/versions/1/rollback`, ...local, headers: { code: admin }, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version: before + 1, comment: 'Restauração da versão 1' });
    const cache = await call(t.app, { method: 'GET', url: '/cache/localhost.json', ...local });
    expect(cache.json().appName).toBe(originalName);
    expect((await get(`${base}/config/versions/999`)).statusCode).toBe(404);
  });

  it('authenticates tenant API keys (shown once, hashed at rest), refuses revoked ones, and audits every write', async () => {
    const created = await call(t.app, { method: 'POST', url: `${base}/api-keys`, ...local, headers: { code: admin }, payload: { name: 'CI do GitHub' } });
    expect(created.statusCode).toBe(200);
    const { key, id } = created.json().data;
    expect(key).toMatch(/^ptk_/);
    const rows = await t.app.db.query<{ key_hash: string }>('SELECT key_hash FROM tenant_api_keys WHERE id = $1', [id]);
    expect(rows[0]!.key_hash).not.toContain(key);
    const list = await get(`${base}/api-keys`);
    expect(list.body).not.toContain(key);
    expect(list.json().data[0]).toMatchObject({ id, name: 'CI do GitHub', createdBy: 'admin@demo.com.br' });

    const bearer = { authorization: `Bearer ${key}` };
    const { document, version } = (await get(`${base}/config`, bearer)).json().data;
    document.company.appTitle = 'Publicado pela CI';
    const saved = await put(document, version, bearer, 'deploy');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.author).toBe('chave de API "CI do GitHub"');
    expect((await call(t.app, { method: 'POST', url: `${base}/api-keys`, ...local, headers: bearer, payload: { name: 'x' } })).statusCode).toBe(403);
    expect((await get(`${base}/config`, { authorization: `Bearer ${key}` }).then((r) => r.statusCode))).toBe(200);
    const acmeWithKey = await call(t.app, { method: 'GET', url: '/pro-admin/v1/session/app/acme/config', ...acme, headers: bearer });
    expect(acmeWithKey.statusCode).toBe(401);

    expect((await call(t.app, { method: 'DELETE', url: `${base}/api-keys/${id}`, ...local, headers: { code: admin } })).statusCode).toBe(200);
    const revoked = await get(`${base}/config`, bearer);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error).toBe('#INVALID_API_KEY');

    const audit = await t.app.db.query<{ actor: string; action: string; ip: string }>(
      "SELECT actor, action, ip FROM admin_audit WHERE tenant_id = 'local' ORDER BY id",
    );
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['config.publish', 'config.rollback', 'apiKey.create', 'apiKey.revoke']));
    expect(audit.find((a) => a.actor === 'chave de API "CI do GitHub"')).toMatchObject({ action: 'config.publish', ip: '127.0.0.1' });
  });

  it('refuses a key name an active key of the tenant already has (409, case-insensitive), not a revoked one nor another tenant', async () => {
    const create = (name: string, session = admin, host = local) =>
      call(t.app, { method: 'POST', url: `${base}/api-keys`, ...host, headers: { code: session }, payload: { name } });
    const first = await create('Integração Deploy');
    expect(first.statusCode).toBe(200);
    for (const name of ['integração deploy', '  INTEGRAÇÃO   DEPLOY ']) {
      const taken = await create(name);
      expect([name, taken.statusCode]).toEqual([name, 409]);
      expect(taken.json()).toEqual({
        status: 'error',
        error: '#API_KEY_NAME_TAKEN',
        message: 'Já existe uma chave ativa com este nome. Escolha outro nome.',
      });
    }
    const active = (await get(`${base}/api-keys`)).json().data as Array<{ name: string }>;
    expect(active.filter((k) => k.name.toLowerCase() === 'integração deploy')).toHaveLength(1);
    // Two requests at once still leave one key of the name.
    const both = await Promise.all([create('CI paralela'), create('ci paralela')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // Once revoked, the name is free again.
    await call(t.app, { method: 'DELETE', url: `${base}/api-keys/${first.json().data.id}`, ...local, headers: { code: admin } });
    expect((await create('Integração Deploy')).statusCode).toBe(200);
    // A name of spaces only names nothing.
    expect((await create('   ')).json()).toMatchObject({ error: '#REQUIRED_FIELD', message: 'Este campo é obrigatório!' });
  });

  it('never overwrites an admin edit on a later start', async () => {
    const before = await current();
    await t.restart();
    const after = (await get(`${base}/config`, { code: await loginCode(t.app, 'local', local.host, 'admin@demo.com.br') })).json().data;
    expect(after.version).toBe(before.version);
    expect(after.document.company.appTitle).toBe(before.document.company.appTitle);
  });
});
