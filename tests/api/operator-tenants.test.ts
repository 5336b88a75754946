import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorMessages } from '../../domain/messages/tenant-config';
import { backends, startTestApp, type TestApp } from './databases';
import { hashOf, lastMailedLink } from './links';
import { acme, call, local, loginCode, password } from './requests';

const tenantsUrl = '/pro-admin/v1/operator/tenants';
const omega = { host: 'omega.portal.test' };
const omegaDomains = ['omega.portal.test', 'omega-b.portal.test'];
const newTenant = { id: 'omega', appName: 'Portal Omega', domains: omegaDomains, adminEmail: 'Chefe@Omega.com.br', adminNick: 'Chefe Omega' };

describe.each(backends())('platform operators manage tenants on %s', (backend) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    operator = await loginCode(t.app, 'local', local.host, 'operador@adapcon.com.br');
  });
  afterAll(() => t.close());

  const list = (headers: Record<string, string> = { code: operator }, host = local.host) => call(t.app, { method: 'GET', url: tenantsUrl, host, headers });
  const create = (payload: Record<string, unknown>, headers: Record<string, string> = { code: operator }) =>
    call(t.app, { method: 'POST', url: tenantsUrl, ...local, headers, payload });
  const setStatus = (tenantId: string, payload: Record<string, unknown>) =>
    call(t.app, { method: 'PUT', url: `${tenantsUrl}/${tenantId}/status`, ...local, headers: { code: operator }, payload });
  const omegaConfig = async () => (await call(t.app, { method: 'GET', url: '/core/v1/integration/config/get?id=omega', ...omega })).json().data;
  const auditOf = (tenantId: string) =>
    t.app.db.query<{ actor: string; action: string; detail: Record<string, unknown> }>('SELECT actor, action, detail FROM admin_audit WHERE tenant_id = $1 ORDER BY id', [
      tenantId,
    ]);

  it('answers 404 on any host but the operator host, even to an operator', async () => {
    const acmeUser = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    const attempts: Record<string, string>[] = [{ code: operator }, { code: acmeUser }, {}];
    for (const headers of attempts) {
      const res = await list(headers, acme.host);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', error: '#NOT_FOUND' });
    }
    const put = await call(t.app, { method: 'PUT', url: `${tenantsUrl}/acme/status`, ...acme, headers: { code: operator }, payload: { status: 'disabled' } });
    expect(put.statusCode).toBe(404);
    expect(t.app.tenants.get('acme')!.document.company.status).not.toBe('disabled');
  });

  it('refuses without a session (401), a tenant admin (403) and the group adapcon without the internal domain (403)', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await list({ code: 'nao-existe' })).statusCode).toBe(401);
    expect((await create(newTenant, {})).statusCode).toBe(401);

    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    const adminList = await list({ code: admin });
    expect(adminList.statusCode).toBe(403);
    expect(adminList.json()).toMatchObject({ status: 'error', error: '#FORBIDDEN' });
    expect((await create(newTenant, { code: admin })).statusCode).toBe(403);

    await t.app.db.query(`UPDATE users SET groups = '{adapcon}' WHERE tenant_id = 'local' AND email = 'ana@demo.com.br'`);
    const outsider = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await list({ code: outsider })).statusCode).toBe(403);
    const put = await call(t.app, { method: 'PUT', url: `${tenantsUrl}/acme/status`, ...local, headers: { code: outsider }, payload: { status: 'disabled' } });
    expect(put.statusCode).toBe(403);
    expect(t.app.tenants.get('omega')).toBeUndefined();
  });

  it('lists every tenant with its name, domains, status and version', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: string }[];
    expect(data.map((d) => d.id).sort()).toEqual(['acme', 'beta', 'delta', 'gamma', 'local', 'stage-acme']);
    expect(data.find((d) => d.id === 'acme')).toEqual({ id: 'acme', appName: expect.any(String), domains: ['acme.portal.test'], status: 'active', version: 1 });
    expect(data.find((d) => d.id === 'beta')).toMatchObject({ status: 'disabled' });
    expect(data.find((d) => d.id === 'gamma')).toMatchObject({ status: 'active', domains: ['gamma.portal.test', 'bloqueado.portal.test'] });
  });

  it('creates a tenant that its hosts serve at once, and mails its first admin a link that completes registration', async () => {
    const res = await create(newTenant);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', data: { id: 'omega', appName: 'Portal Omega', domains: omegaDomains, status: 'active', version: 1 } });

    const cache = await call(t.app, { method: 'GET', url: '/cache/omega.portal.test.json', ...omega });
    expect(cache.statusCode).toBe(200);
    expect(cache.json()).toMatchObject({ id: 'omega', appName: 'Portal Omega', status: 'active', domain: omegaDomains });
    expect((await call(t.app, { method: 'GET', url: '/cache/omega-b.portal.test.json', host: 'omega-b.portal.test' })).json().id).toBe('omega');
    expect((await list()).json().data).toContainEqual({ id: 'omega', appName: 'Portal Omega', domains: omegaDomains, status: 'active', version: 1 });

    const link = await lastMailedLink(t.app, 'chefe@omega.com.br');
    expect(link).toMatch(/^http:\/\/omega\.portal\.test:3000\/register\?email=chefe%40omega\.com\.br&hash=[A-Za-z0-9_-]{43}$/);
    const outbox = (await call(t.app, { method: 'GET', url: '/dev/outbox.json', ...omega })).json() as { to: string; subject: string }[];
    expect(outbox).toEqual([expect.objectContaining({ to: 'chefe@omega.com.br', subject: expect.stringContaining('Portal Omega') })]);

    const complete = await call(t.app, {
      method: 'POST',
      url: `/auth/v1/general/app/omega/user/${encodeURIComponent('chefe@omega.com.br')}`,
      ...omega,
      headers: { 'created-hash': hashOf(link) },
      payload: { nick: 'Chefe Omega', password },
    });
    expect(complete.statusCode).toBe(200);
    const admin = await loginCode(t.app, 'omega', omega.host, 'chefe@omega.com.br');
    const config = await call(t.app, { method: 'GET', url: '/pro-admin/v1/session/app/omega/config', ...omega, headers: { code: admin } });
    expect(config.statusCode).toBe(200);
    expect(config.json().data).toMatchObject({ version: 1, author: 'operador@adapcon.com.br', comment: operatorMessages.createdComment });
    expect(config.json().data.document.company).toMatchObject({ id: 'omega', appName: 'Portal Omega', domain: omegaDomains });

    const audit = await auditOf('omega');
    expect(audit).toEqual([
      { actor: 'operador@adapcon.com.br', action: 'tenant.create', detail: { domains: omegaDomains, adminEmail: 'chefe@omega.com.br' } },
    ]);
  });

  it('refuses a duplicate id (409), a domain another tenant holds (422 at its path), a bad id and a bad e-mail', async () => {
    const duplicate = await create({ ...newTenant, domains: ['outro.portal.test'] });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ status: 'error', error: '#TENANT_EXISTS', message: 'Já existe uma empresa com este identificador.' });

    const taken = await create({ ...newTenant, id: 'sigma', domains: ['sigma.portal.test', 'ACME.portal.test'] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ status: 'error', error: '#CONFIG_INVALID' });
    expect(taken.json().errors).toEqual([{ path: '/company/domain/1', message: 'O domínio "acme.portal.test" já pertence a outra empresa.', severity: 'error' }]);

    const badId = await create({ ...newTenant, id: 'Sigma Ltda', domains: ['sigma.portal.test'] });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ status: 'error', error: '#VALIDATION' });
    const badEmail = await create({ ...newTenant, id: 'sigma', domains: ['sigma.portal.test'], adminEmail: 'chefe@' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ status: 'error', error: '#INVALID_EMAIL' });

    expect(t.app.tenants.get('sigma')).toBeUndefined();
    expect((await call(t.app, { method: 'GET', url: '/cache/sigma.portal.test.json', host: 'sigma.portal.test' })).statusCode).not.toBe(200);
  });

  // Server bug (reported): a domain is stored as typed, so a URL or a localhost name makes a tenant no host can reach.
  it('refuses a domain that is not a bare hostname of its own (a URL, a name containing localhost) with 422 at its path', async () => {
    for (const domain of ['https://sigma.portal.test/', 'sigma.localhost']) {
      const res = await create({ ...newTenant, id: 'sigma', domains: ['sigma-ok.portal.test', domain] });
      expect(res.statusCode, domain).toBe(422);
      expect(res.json().errors, domain).toEqual([expect.objectContaining({ path: '/company/domain/1', severity: 'error' })]);
    }
    expect(t.app.tenants.get('sigma')).toBeUndefined();
  });

  // Server bug (reported; seen on PostgreSQL): the id and domain checks read the in-memory registry before the
  // transaction, so two simultaneous creates both pass them (500 for the same id, two owners for one domain).
  it('lets only one of two simultaneous creates through, for the same id (409) and for the same domain (422)', async () => {
    const sameId = await Promise.all([
      create({ ...newTenant, id: 'rho', domains: ['rho-1.portal.test'] }),
      create({ ...newTenant, id: 'rho', domains: ['rho-2.portal.test'] }),
    ]);
    expect(sameId.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const sameDomain = await Promise.all([
      create({ ...newTenant, id: 'tau', domains: ['tau.portal.test'] }),
      create({ ...newTenant, id: 'upsilon', domains: ['tau.portal.test'] }),
    ]);
    expect(sameDomain.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const owners = (await list()).json().data.filter((d: { domains: string[] }) => d.domains.includes('tau.portal.test'));
    expect(owners).toHaveLength(1);
  });

  it('disables, blocks with a message on every domain, and activates again, with no restart and each write audited', async () => {
    const disabled = await setStatus('omega', { status: 'disabled' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data).toEqual({ id: 'omega', status: 'disabled', version: 2 });
    expect((await omegaConfig()).status).toBe('disabled');
    const login = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/omega/login', ...omega, payload: { email: 'chefe@omega.com.br', password } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ status: 'error', error: '#COMPANY_DISABLED' });
    expect((await list()).json().data).toContainEqual(expect.objectContaining({ id: 'omega', status: 'disabled', version: 2 }));

    const message = 'Portal suspenso: fale com o financeiro.';
    const blocked = await setStatus('omega', { status: 'blocked', message });
    expect(blocked.json().data).toEqual({ id: 'omega', status: 'blocked', version: 3 });
    const blockedConfig = await omegaConfig();
    expect(blockedConfig.status).toBe('active');
    expect(blockedConfig.message.blockedAccess).toEqual({ 'omega.portal.test': message, 'omega-b.portal.test': message });
    expect((await list()).json().data).toContainEqual(expect.objectContaining({ id: 'omega', status: 'blocked' }));

    const active = await setStatus('omega', { status: 'active' });
    expect(active.json().data).toEqual({ id: 'omega', status: 'active', version: 4 });
    const activeConfig = await omegaConfig();
    expect(activeConfig.status).toBe('active');
    expect(activeConfig.message?.blockedAccess).toBeUndefined();
    expect((await call(t.app, { method: 'POST', url: '/auth/v1/general/app/omega/login', ...omega, payload: { email: 'chefe@omega.com.br', password } })).statusCode).toBe(200);

    const audit = await auditOf('omega');
    expect(audit.slice(1)).toEqual(
      ['disabled', 'blocked', 'active'].map((status) => ({ actor: 'operador@adapcon.com.br', action: 'tenant.status', detail: { status } })),
    );
  });

  it('blocks with the default message when none is given, and answers 404 for an unknown tenant', async () => {
    await setStatus('omega', { status: 'blocked' });
    expect((await omegaConfig()).message.blockedAccess['omega.portal.test']).toBe(operatorMessages.blockedDefault);
    await setStatus('omega', { status: 'active' });
    const unknown = await setStatus('nao-existe', { status: 'disabled' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'error', error: '#TENANT_NOT_FOUND' });
    const invalid = await setStatus('omega', { status: 'pausada' });
    expect(invalid.statusCode).toBe(400);
  });

  it("refuses to disable or block the operator host's own tenant (operators would be locked out)", async () => {
    for (const status of ['disabled', 'blocked']) {
      const res = await setStatus('local', { status });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error).toBe('#OPERATOR_TENANT_LOCKED');
    }
    expect(t.app.tenants.get('local')!.document.company.status).toBe('active');
  });

  it("disabling keeps a tenant's own per-domain blocks; activating clears them", async () => {
    const blocked = () => t.app.tenants.get('gamma')!.document.company.message?.blockedAccess;
    expect(Object.keys(blocked() ?? {})).toEqual(['bloqueado.portal.test']);
    expect((await setStatus('gamma', { status: 'disabled' })).statusCode).toBe(200);
    expect(Object.keys(blocked() ?? {})).toEqual(['bloqueado.portal.test']);
    expect((await setStatus('gamma', { status: 'active' })).statusCode).toBe(200);
    expect(blocked()).toBeUndefined();
  });

  it('keeps a created tenant and its status across a restart', async () => {
    await setStatus('omega', { status: 'disabled' });
    await t.restart();
    expect(t.app.tenants.get('omega')!.document.company.status).toBe('disabled');
    const code = await loginCode(t.app, 'local', local.host, 'operador@adapcon.com.br');
    expect((await list({ code })).json().data).toContainEqual(expect.objectContaining({ id: 'omega', status: 'disabled' }));
  });
});
