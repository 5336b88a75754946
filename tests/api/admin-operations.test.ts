import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../domain/dates';
import { backends, startTestApp, type TestApp } from './databases';
import { acme, call, local, loginCode } from './requests';

const base = '/pro-admin/v1/session/app/local';
const missingId = '00000000-0000-4000-8000-000000000000';
const automation = (over: Record<string, unknown> = {}) => ({
  name: 'Aviso financeiro',
  title: 'Boleto disponível',
  message: '<p>Seu boleto <b>vence</b> amanhã &amp; já está disponível.</p>',
  module: 'financeiro',
  recipients: { groups: ['financeiro'] },
  channels: ['portal', 'email'],
  notify: true,
  ...over,
});

/** Every admin-operations route with the permission it needs; `id` stands for an automation's id. */
const routes = [
  { permission: 'quotas', method: 'GET', path: '/quotas' },
  { permission: 'quotas', method: 'PUT', path: '/quotas', payload: {} },
  { permission: 'activity', method: 'GET', path: '/activity' },
  { permission: 'activity', method: 'GET', path: '/audit' },
  { permission: 'users', method: 'GET', path: '/consents?format=csv' },
  { permission: 'notifications', method: 'GET', path: '/notification-automations' },
  { permission: 'notifications', method: 'POST', path: '/notification-automations', payload: automation({ recipients: { groups: ['ninguem'] } }) },
  { permission: 'notifications', method: 'PUT', path: '/notification-automations/:autoId', payload: automation({ recipients: { groups: ['ninguem'] } }) },
  { permission: 'notifications', method: 'POST', path: '/notification-automations/:autoId/send' },
  { permission: 'notifications', method: 'DELETE', path: '/notification-automations/:autoId' },
] as const;

describe.each(backends())('admin operations (quotas, activity, audit, consents, notification automation) on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, code: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
    call(t.app, {
      method: method as 'GET',
      url: path.includes('/v1/') ? path : `${base}${path}`,
      ...local,
      headers: { ...(code ? { code } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const usersNow = async () =>
    (await t.app.db.query<{ used: number }>("SELECT count(*)::int AS used FROM users WHERE tenant_id = 'local' AND status <> 'public'"))[0]!.used;
  const login = (email: string) => loginCode(t.app, 'local', local.host, email);
  const configVersion = async () => (await send('GET', '/config', admin)).json().data as { version: number; document: { company: Record<string, unknown> } };
  const grant = async (permissions: Record<string, string[]> | null) => {
    const { version, document } = await configVersion();
    if (permissions) document.company.admin = { permissions };
    else delete document.company.admin;
    const res = await send('PUT', '/config', admin, { document, comment: 'permissões' }, { 'if-match': `"${version}"` });
    expect(res.statusCode).toBe(200);
  };
  const newAutomation = async (over: Record<string, unknown> = {}) => {
    const res = await send('POST', '/notification-automations', admin, automation(over));
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: string; name: string };
  };
  const hit = (route: (typeof routes)[number], code: string | null, autoId: string) =>
    send(route.method, route.path.replace(':autoId', autoId), code, 'payload' in route ? route.payload : undefined);

  it('refuses every route without a session (401), to a non-admin (403) and to an admin of another tenant (403)', async () => {
    const ana = await login('ana@demo.com.br');
    const joao = await loginCode(t.app, 'acme', acme.host, 'joao@acme.com.br');
    await t.app.db.query(`UPDATE users SET groups = '{admin}' WHERE tenant_id = 'acme' AND email = 'joao@acme.com.br'`);
    for (const route of routes) {
      expect((await hit(route, null, missingId)).statusCode, `${route.method} ${route.path}`).toBe(401);
      const forbidden = await hit(route, ana, missingId);
      expect(forbidden.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(forbidden.json().error).toBe('#FORBIDDEN');
      expect((await hit(route, joao, missingId)).statusCode, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('lets a delegated admin reach only the routes of the permission their group grants', async () => {
    await grant({ financeiro: ['finance'] });
    let ana = await login('ana@demo.com.br');
    const { id } = await newAutomation({ recipients: { groups: ['ninguem'] } });
    for (const route of routes) expect((await hit(route, ana, id)).statusCode, `finance only: ${route.method} ${route.path}`).toBe(403);
    for (const permission of ['quotas', 'activity', 'users', 'notifications']) {
      await grant({ financeiro: [permission] });
      ana = await login('ana@demo.com.br');
      for (const route of routes) {
        const expected = route.permission === permission ? 200 : 403;
        expect((await hit(route, ana, id)).statusCode, `${permission}: ${route.method} ${route.path}`).toBe(expected);
      }
    }
    await grant(null);
    expect((await send('GET', '/quotas', await login('ana@demo.com.br'))).statusCode).toBe(403);
  });

  it('shows each quota with its use, and saves limits as a new config version (If-Match optional, stale refused)', async () => {
    const used = await usersNow();
    const res = await send('GET', '/quotas', admin);
    expect(res.statusCode).toBe(200);
    const { version } = await configVersion();
    expect(res.json().data).toEqual({
      version,
      users: { limit: null, used },
      storageBytes: { limit: null, used: 0 },
      queriesPerMinute: { limit: null, used: 0 },
    });
    expect(res.headers.etag).toBe(`"${version}"`);

    const saved = await send('PUT', '/quotas', admin, { users: 500, storageBytes: 1_000_000 }, { 'if-match': `"${version}"` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ version: version + 1, users: { limit: 500, used }, storageBytes: { limit: 1_000_000, used: 0 } });
    const latest = (await send('GET', '/config/versions', admin)).json().data[0];
    expect(latest).toMatchObject({ version: version + 1, author: 'admin@demo.com.br', comment: 'Cotas alteradas: usuários 500, armazenamento (bytes) 1000000' });
    expect((await configVersion()).document).toMatchObject({ server: { quotas: { users: 500, storageBytes: 1_000_000 } } });

    const stale = await send('PUT', '/quotas', admin, { users: 1 }, { 'if-match': `"${version}"` });
    expect(stale.statusCode).toBe(412);
    const cleared = await send('PUT', '/quotas', admin, { users: null, storageBytes: null });
    expect(cleared.json().data).toMatchObject({ version: version + 2, users: { limit: null }, storageBytes: { limit: null } });
    expect((await send('PUT', '/quotas', admin, { queriesPerMinute: 0 })).statusCode).toBe(400);
  });

  it('refuses a user beyond the users quota (self-registration, host guest, direct hash) with a pt-BR message', async () => {
    const used = await usersNow();
    expect((await send('PUT', '/quotas', admin, { users: used })).statusCode).toBe(200);

    const register = await send('POST', '/auth/v1/general/app/local/user/nova@cliente.com.br', null, undefined, { 'send-email': 'true' });
    expect(register.statusCode).toBe(403);
    expect(register.json()).toEqual({ status: 'error', error: '#QUOTA_USERS', message: `Limite de usuários da empresa atingido (${used}).` });
    const host = await login('host@demo.com.br');
    const guest = await send('POST', '/auth/v1/user/createGuest?id=local&email=convidada@cliente.com.br', host);
    expect(guest.statusCode).toBe(403);
    expect(guest.json().error).toBe('#QUOTA_USERS');
    const directHash = await send('POST', '/auth/v1/session/app/local/user/link@cliente.com.br/directHash', admin, {});
    expect(directHash.statusCode).toBe(403);
    const existing = await send('POST', '/auth/v1/session/app/local/user/ana@demo.com.br/directHash', admin, {});
    expect(existing.statusCode).toBe(200);
    const rows = await t.app.db.query("SELECT 1 FROM users WHERE tenant_id = 'local' AND email IN ('nova@cliente.com.br', 'convidada@cliente.com.br', 'link@cliente.com.br')");
    expect(rows).toHaveLength(0);

    expect((await send('PUT', '/quotas', admin, { users: used + 1 })).statusCode).toBe(200);
    expect((await send('POST', '/auth/v1/general/app/local/user/nova@cliente.com.br', null, undefined, { 'send-email': 'true' })).statusCode).toBe(200);
    expect((await send('GET', '/quotas', admin)).json().data.users).toEqual({ limit: used + 1, used: used + 1 });
    expect((await send('POST', '/auth/v1/user/createGuest?id=local&email=convidada@cliente.com.br', host)).statusCode).toBe(403);
    expect((await send('PUT', '/quotas', admin, { users: null })).statusCode).toBe(200);
  });

  it('counts named queries per tenant per minute in the database and answers the one beyond the quota with 429', async () => {
    expect((await send('PUT', '/quotas', admin, { queriesPerMinute: 2 })).statusCode).toBe(200);
    t.clock.ms = Math.ceil(t.clock.ms / 60_000) * 60_000 + 15_000;
    const ana = await login('ana@demo.com.br');
    const query = () => send('GET', '/remotesql/v1/session/app/local/sql/titulos-abertos', ana);
    expect((await query()).statusCode).toBe(200);
    expect((await query()).statusCode).toBe(200);
    const refused = await query();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.json()).toEqual({
      status: 'error',
      error: '#QUOTA_QUERIES',
      message: 'Limite de consultas por minuto da empresa atingido (2). Tente novamente em instantes.',
    });
    const minute = new Date(t.clock.ms - 15_000);
    const [row] = await t.app.db.query<{ count: number }>("SELECT count FROM query_minute_counts WHERE tenant_id = 'local' AND minute = $1", [minute]);
    expect(row?.count).toBe(2);
    expect((await send('GET', '/quotas', admin)).json().data.queriesPerMinute).toEqual({ limit: 2, used: 2 });

    t.clock.advance(45_000);
    expect((await query()).statusCode).toBe(200);
    expect((await send('GET', '/quotas', admin)).json().data.queriesPerMinute).toEqual({ limit: 2, used: 1 });
    expect((await send('PUT', '/quotas', admin, { queriesPerMinute: null })).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await query()).statusCode).toBe(200);
    // Without a limit nothing is counted (no write per query).
    expect((await send('GET', '/quotas', admin)).json().data.queriesPerMinute).toEqual({ limit: null, used: 0 });
    const [after] = await t.app.db.query<{ count: number }>("SELECT count FROM query_minute_counts WHERE tenant_id = 'local' AND minute = $1", [new Date(t.clock.ms)]);
    expect(after?.count).toBe(1);
  });

  it('charts activities recorded through the activity route by kind and by user, per day and per hour', async () => {
    t.clock.ms = Date.parse('2026-03-10T12:00:00.000Z');
    const record = (pointer: string, code: string | null) => send('POST', '/activity/v1/session/app/local/set', code, {}, { pointer });
    let ana = await login('ana@demo.com.br');
    const boss = await login('admin@demo.com.br');
    expect((await record('simplificaPublicityClick', ana)).statusCode).toBe(200);
    await record('simplificaPublicityClick', ana);
    await record('connectionError', boss);
    await record('simplificaPublicityClick', null);
    t.clock.advance(86_400_000);
    ana = await login('ana@demo.com.br');
    admin = await login('admin@demo.com.br');
    await record('connectionError', ana);

    const period = 'from=2026-03-10T00:00:00-03:00&to=2026-03-12T00:00:00-03:00';
    const byKind = await send('GET', `/activity?${period}&by=kind&bucket=day`, admin);
    expect(byKind.statusCode).toBe(200);
    const days = ['2026-03-10T03:00:00.000Z', '2026-03-11T03:00:00.000Z'];
    expect(byKind.json().data).toEqual({
      from: '2026-03-10T03:00:00.000Z',
      to: '2026-03-12T03:00:00.000Z',
      by: 'kind',
      bucket: 'day',
      total: 5,
      series: [
        { key: 'simplificaPublicityClick', points: [{ at: days[0], count: 3 }, { at: days[1], count: 0 }] },
        { key: 'connectionError', points: [{ at: days[0], count: 1 }, { at: days[1], count: 1 }] },
      ],
    });
    const byUser = (await send('GET', `/activity?${period}&by=user&bucket=day`, admin)).json().data;
    expect(byUser.series).toEqual([
      { key: 'ana@demo.com.br', points: [{ at: days[0], count: 2 }, { at: days[1], count: 1 }] },
      { key: '', points: [{ at: days[0], count: 1 }, { at: days[1], count: 0 }] },
      { key: 'admin@demo.com.br', points: [{ at: days[0], count: 1 }, { at: days[1], count: 0 }] },
    ]);
    const byHour = (await send('GET', '/activity?from=2026-03-10T11:30:00Z&to=2026-03-10T14:00:00Z&bucket=hour', admin)).json().data;
    expect(byHour.series[0].points).toEqual([
      { at: '2026-03-10T11:00:00.000Z', count: 0 },
      { at: '2026-03-10T12:00:00.000Z', count: 3 },
      { at: '2026-03-10T13:00:00.000Z', count: 0 },
    ]);
    expect(byHour.total).toBe(4);

    const reversed = await send('GET', '/activity?from=2026-03-12T00:00:00Z&to=2026-03-10T00:00:00Z', admin);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ error: '#INVALID_PERIOD', message: 'Período inválido: informe datas válidas, com o início antes do fim.' });
    expect((await send('GET', '/activity?from=ontem', admin)).json().error).toBe('#INVALID_PERIOD');
    const tooLong = await send('GET', '/activity?from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z&bucket=hour', admin);
    expect(tooLong.json().message).toBe('Período longo demais para o agrupamento escolhido (máximo de 500 pontos).');
    expect((await send('GET', '/activity?bucket=week', admin)).statusCode).toBe(400);
  });

  it('lists the admin audit newest first, searched by actor or action (wildcards taken literally) and paged', async () => {
    const all = await t.app.db.query<{ action: string }>("SELECT action FROM admin_audit WHERE tenant_id = 'local' ORDER BY created_at DESC, id DESC");
    const res = await send('GET', '/audit?limit=100', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(all.length);
    expect(res.json().data.items.map((i: { action: string }) => i.action)).toEqual(all.slice(0, 100).map((a) => a.action));
    expect(res.json().data.items[0]).toEqual({
      actor: 'admin@demo.com.br',
      action: expect.any(String),
      detail: expect.any(Object),
      ip: '127.0.0.1',
      userAgent: 'lightMyRequest',
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const quotas = (await send('GET', '/audit?search=QUOTAS.&limit=2', admin)).json().data;
    const quotaCount = all.filter((a) => a.action === 'quotas.update').length;
    expect(quotas.total).toBe(quotaCount);
    expect(quotas.items).toHaveLength(2);
    const second = (await send('GET', '/audit?search=quotas.&limit=2&page=2', admin)).json().data;
    expect(second.items).toHaveLength(2);
    expect(second.items[0].at <= quotas.items[1].at).toBe(true);
    expect(second.items.map((i: { detail: unknown }) => i.detail)).not.toEqual(quotas.items.map((i: { detail: unknown }) => i.detail));
    expect((await send('GET', '/audit?search=demo.com', admin)).json().data.total).toBe(all.length);
    expect((await send('GET', '/audit?search=%25', admin)).json().data.total).toBe(0);
    expect((await send('GET', '/audit?search=_', admin)).json().data.total).toBe(0);
    expect((await send('GET', '/audit?limit=101', admin)).statusCode).toBe(400);
    expect((await send('GET', '/audit?page=0', admin)).statusCode).toBe(400);
  });

  it('reports consents: accepted terms with time and IP and the notification channels, as JSON and as a pt-BR CSV', async () => {
    const termos = await login('termos@demo.com.br');
    const acceptedAt = new Date(t.clock.ms).toISOString();
    expect((await send('POST', '/auth/v1/session/app/local/user/term/uso/1/validate', termos)).statusCode).toBe(200);
    expect((await send('POST', '/auth/v1/session/app/local/user/update', admin, { nick: 'Admin; "Chefe"' })).statusCode).toBe(200);

    const json = (await send('GET', '/consents?format=json', admin)).json().data.items as { email: string }[];
    expect(json.find((u) => u.email === 'termos@demo.com.br')).toMatchObject({
      terms: [{ termId: 'uso', title: 'Termos de uso', version: 1, acceptedAt, ip: '127.0.0.1' }],
    });
    expect(json.find((u) => u.email === 'ana@demo.com.br')).toMatchObject({
      terms: [],
      notifications: { revisionDate: '2026-02-01T12:00:00.000Z', channels: { whatsapp: { status: true }, sms: { status: false } } },
    });
    expect(json.some((u) => u.email === '')).toBe(false);

    const csv = await send('GET', '/consents?format=csv', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="consentimentos-local.csv"');
    const bytes = (csv as unknown as { rawPayload: Buffer }).rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('E-mail;Nome;Termo;Versão do termo;Aceito em;IP do aceite;Canais de notificação;Notificações revisadas em');
    const when = formatDateTime(acceptedAt, 'America/Sao_Paulo');
    expect(lines).toContain(`termos@demo.com.br;Tiago Termos;uso (Termos de uso);1;${when};127.0.0.1;;`);
    expect(lines).toContain('ana@demo.com.br;Ana Souza;;;;;sms: não, whatsapp: sim;01/02/2026 09:00');
    expect(lines.find((l) => l.startsWith('admin@demo.com.br;'))).toMatch(/^admin@demo\.com\.br;"Admin; ""Chefe""";/);
    expect(lines.at(-1)).toBe('');
  });

  it('creates, lists, edits, sends and deletes notification automations: portal notifications and e-mails in the outbox', async () => {
    expect((await send('POST', '/notification-automations', admin, automation({ recipients: {} }))).json().error).toBe('#AUTOMATION_RECIPIENTS');
    expect((await send('POST', '/notification-automations', admin, automation({ recipients: { emails: ['não é e-mail'] } }))).statusCode).toBe(400);
    expect((await send('POST', '/notification-automations', admin, automation({ channels: ['pombo'] }))).statusCode).toBe(400);
    const created = await newAutomation();
    expect(created).toMatchObject({ name: 'Aviso financeiro', recipients: { groups: ['financeiro'] }, channels: ['portal', 'email'], createdBy: 'admin@demo.com.br', lastSentAt: null });
    const list = (await send('GET', '/notification-automations?search=aviso%20fin', admin)).json().data;
    expect(list.items.map((a: { id: string }) => a.id)).toContain(created.id);
    const edited = await send('PUT', `/notification-automations/${created.id}`, admin, automation({ title: 'Boleto disponível agora' }));
    expect(edited.json().data).toMatchObject({ id: created.id, title: 'Boleto disponível agora' });

    const outboxBefore = await t.app.db.query("SELECT 1 FROM outbox WHERE tenant_id = 'local'");
    const sent = await send('POST', `/notification-automations/${created.id}/send`, admin);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ sent: 2, identifier: expect.stringMatching(new RegExp(`^${created.id}-`)) });
    const ana = await login('ana@demo.com.br');
    const notifications = (await send('GET', '/notifications/v1/app/local/list', ana)).json().data;
    expect(notifications[0]).toEqual({
      identifier: sent.json().data.identifier,
      uniqueIdentifier: expect.any(String),
      module: 'financeiro',
      read: false,
      title: 'Boleto disponível agora',
      message: automation().message,
      notify: true,
      createdAt: expect.any(String),
    });
    await t.app.mailer.flush();
    const mails = await t.app.db.query<{ to_address: string; subject: string; text_body: string }>(
      "SELECT to_address, subject, text_body FROM outbox WHERE tenant_id = 'local' ORDER BY id",
    );
    const newMails = mails.slice(outboxBefore.length);
    expect(newMails.map((m) => m.to_address).sort()).toEqual(['admin@demo.com.br', 'ana@demo.com.br']);
    expect(newMails[0]).toMatchObject({ subject: 'Boleto disponível agora' });
    expect(newMails[0]!.text_body).toContain('Seu boleto vence amanhã & já está disponível.');
    const listed = (await send('GET', '/notification-automations?search=aviso&limit=100', admin)).json().data.items as { id: string; lastSentAt: string }[];
    expect(listed.find((a) => a.id === created.id)?.lastSentAt).toBe(new Date(t.clock.ms).toISOString());

    const onlyAna = await newAutomation({ name: 'Só a Ana', recipients: { emails: ['ANA@demo.com.br'] }, channels: ['portal'] });
    expect((await send('POST', `/notification-automations/${onlyAna.id}/send`, admin)).json().data.sent).toBe(1);
    expect((await send('POST', `/notification-automations/${onlyAna.id}/send`, admin)).json().data.sent).toBe(1);
    const anaList = (await send('GET', '/notifications/v1/app/local/list', ana)).json().data as { identifier: string }[];
    expect(anaList.filter((n) => n.identifier.startsWith(onlyAna.id))).toHaveLength(2);
    await t.app.mailer.flush();
    expect(await t.app.db.query("SELECT 1 FROM outbox WHERE tenant_id = 'local'")).toHaveLength(mails.length);

    expect((await send('DELETE', `/notification-automations/${onlyAna.id}`, admin)).json().data).toEqual({ deleted: true });
    const gone = await send('POST', `/notification-automations/${onlyAna.id}/send`, admin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: '#AUTOMATION_NOT_FOUND', message: 'Automação de notificação não encontrada.' });
    expect((await send('PUT', `/notification-automations/${onlyAna.id}`, admin, automation())).statusCode).toBe(404);
    const actions = (await send('GET', '/audit?search=notificationAutomation&limit=100', admin)).json().data.items.map((i: { action: string }) => i.action);
    expect(actions).toEqual(expect.arrayContaining(['notificationAutomation.create', 'notificationAutomation.update', 'notificationAutomation.send', 'notificationAutomation.delete']));
  });
});
