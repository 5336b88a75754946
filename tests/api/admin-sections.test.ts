import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, loginCode } from './requests';

const app = '/pro-admin/v1/session/app/local';

describe.each(backends())('config sections for delegated admins on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let ana: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
  });
  afterAll(() => t.close());

  const get = (code: string, section: string) => call(t.app, { method: 'GET', url: `${app}/config/sections/${section}`, ...local, headers: { code } });
  const put = (code: string, section: string, value: unknown, version: number) =>
    call(t.app, { method: 'PUT', url: `${app}/config/sections/${section}`, ...local, headers: { code, 'if-match': `"${version}"` }, payload: { value, comment: `seção ${section}` } });
  const grant = async (permissions: string[]) => {
    const { value, version } = (await get(admin, 'profiles')).json().data;
    const res = await put(admin, 'profiles', { ...value, admin: { permissions: { financeiro: permissions } } }, version);
    expect(res.statusCode).toBe(200);
  };

  it('opens each section only with its permission', async () => {
    expect((await get(ana, 'messages')).statusCode).toBe(403);
    await grant(['messages']);
    expect((await get(ana, 'messages')).statusCode).toBe(200);
    const me = await call(t.app, { method: 'GET', url: `${app}/me`, ...local, headers: { code: ana } });
    expect(me.json().data).toEqual({ name: 'ana@demo.com.br', kind: 'user', permissions: ['messages'] });
    expect((await get(ana, 'modules')).statusCode).toBe(403);
    expect((await get(ana, 'profiles')).statusCode).toBe(403);
    expect((await call(t.app, { method: 'GET', url: `${app}/config`, ...local, headers: { code: ana } })).statusCode).toBe(403);
    expect((await call(t.app, { method: 'GET', url: `${app}/config/sections/nada`, ...local, headers: { code: admin } })).statusCode).toBe(400);
  });

  it('saves a section as a config version that the next request shows, with nothing else touched', async () => {
    const { value, version } = (await get(ana, 'messages')).json().data;
    const res = await put(ana, 'messages', { ...value, message: { ...value.message, login: { html: '<p>Aviso novo</p>' } } }, version);
    expect(res.statusCode).toBe(200);
    const cache = (await call(t.app, { method: 'GET', url: '/cache/localhost.json', ...local })).json();
    expect(cache.message.login.html).toBe('<p>Aviso novo</p>');
    const versions = (await call(t.app, { method: 'GET', url: `${app}/config/versions`, ...local, headers: { code: admin } })).json().data;
    expect(versions[0]).toMatchObject({ author: 'ana@demo.com.br', comment: 'seção messages' });
    expect((await put(ana, 'messages', { modules: [] }, version + 1)).json().errors[0]).toMatchObject({ path: '/company/modules' });
    expect((await put(ana, 'messages', value, version)).statusCode).toBe(412);
  });

  it('lets a profiles admin change who sees what, but not the modules themselves nor grant beyond their own rights', async () => {
    await grant(['profiles']);
    const { value, version } = (await get(ana, 'profiles')).json().data;
    const modules = structuredClone(value.modules);
    modules[0].role = { ...modules[0].role, groups: ['vendas'] };
    const ok = await put(ana, 'profiles', { ...value, modules }, version);
    expect(ok.statusCode).toBe(200);
    expect(t.app.tenants.get('local')!.document.company.modules[0]!.role?.groups).toEqual(['vendas']);

    const renamed = structuredClone(modules);
    renamed[0].title = 'Outro título';
    const refused = await put(ana, 'profiles', { ...value, modules: renamed }, version + 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].path).toBe('/company/modules');

    const escalate = await put(ana, 'profiles', { modules, admin: { permissions: { financeiro: ['profiles', 'config'] } } }, version + 1);
    expect(escalate.statusCode).toBe(422);
    expect(escalate.json().errors[0]).toMatchObject({ path: '/company/admin/permissions/financeiro' });
  });

  it('lets a modules admin hide a module, which disappears for its users on the next request', async () => {
    await grant(['modules']);
    const { value, version } = (await get(ana, 'modules')).json().data;
    value.modules[0].hidden = true;
    expect((await put(ana, 'modules', value, version)).statusCode).toBe(200);
    expect(t.app.tenants.get('local')!.document.company.modules[0]!.hidden).toBe(true);
    const invalid = structuredClone(value);
    invalid.modules.push({ ...invalid.modules[1] });
    const res = await put(ana, 'modules', invalid, version + 1);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].message).toContain('aparece mais de uma vez');
  });
});

describe.each(backends())('invoice configuration on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("is a 'finance' section of the server config that the financial config call answers to signed-in users", async () => {
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const financialConfig = (code?: string) =>
      call(t.app, { method: 'GET', url: '/financial/v1/session/app/local/config', ...local, headers: code ? { code } : {} });
    // The demo's own invoice config (fixtures/tenants/local.json), bill e-mail included.
    expect((await financialConfig(ana)).json().data).toEqual({
      senderName: 'Financeiro Portal Demo',
      replyTo: 'financeiro@demo.com.br',
      instructions: 'Após o vencimento, multa de 2% e juros de 1% ao mês. Em caso de dúvida, responda a este e-mail.',
      billQuery: 'boleto-email',
    });
    expect((await financialConfig()).statusCode).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/financial/v1/session/app/acme/config', ...local, headers: { code: ana } })).statusCode).toBe(403);

    const url = `${app}/config/sections/invoice`;
    expect((await call(t.app, { method: 'GET', url, ...local, headers: { code: ana } })).statusCode).toBe(403);
    const { version } = (await call(t.app, { method: 'GET', url, ...local, headers: { code: admin } })).json().data;
    const invoice = { senderName: 'Financeiro Demo', replyTo: 'financeiro@demo.com.br', finePercent: 2, interestPercentPerMonth: 1 };
    const bad = await call(t.app, { method: 'PUT', url, ...local, headers: { code: admin, 'if-match': `"${version}"` }, payload: { value: { invoice: { ...invoice, replyTo: 'nao-e-email' } }, comment: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].path).toBe('/server/invoice/replyTo');
    const saved = await call(t.app, { method: 'PUT', url, ...local, headers: { code: admin, 'if-match': `"${version}"` }, payload: { value: { invoice }, comment: 'cobrança' } });
    expect(saved.statusCode).toBe(200);
    expect((await financialConfig(ana)).json().data).toEqual(invoice);
  });
});
