import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/db';
import { upload } from '../files-calls';
import { jobFinished } from '../job-waits';
import { sendNotification, tenantApiKey } from '../notification-sends';
import { call, loginCode } from '../requests';
import { sqlCall } from '../tenant-patch';
import type { TenantObjects } from './route-walk-params';

/** Text only tenant B's seeded objects carry: it must never appear in a reply to tenant A. */
export const victimMarker = 'SEGREDO-DO-LOCAL-7f3a9c';

export const attacker = { id: 'delta', host: 'delta.portal.test', user: 'bia@delta.com.br', admin: 'caio@delta.com.br' };
export const victim = { id: 'local', host: 'localhost:3000', user: 'ana@demo.com.br', admin: 'admin@demo.com.br' };

export interface AttackerCredentials {
  user: string;
  admin: string;
  apiKey: string;
}

/** Tenant A's three ways in: a user's session, an admin's session and an API key (minted by that admin). */
export async function attackerCredentials(app: FastifyInstance): Promise<AttackerCredentials> {
  await app.db.query(`UPDATE users SET groups = '{admin}' WHERE tenant_id = $1 AND email = $2`, [attacker.id, attacker.admin]);
  return {
    user: await loginCode(app, attacker.id, attacker.host, attacker.user),
    admin: await loginCode(app, attacker.id, attacker.host, attacker.admin),
    apiKey: await tenantApiKey(app, attacker.id, attacker.host, attacker.admin),
  };
}

/** A's own objects with the same names (A's host, A's ids): what a mode "B's objects in A's tenant" keeps. */
export function attackerObjects(b: TenantObjects): TenantObjects {
  return { ...b, tenantId: attacker.id, cacheFile: `${attacker.host}.json` };
}

const ok = <T>(res: { statusCode: number; body: string; json: () => T }, what: string): T => {
  if (res.statusCode >= 300) throw new Error(`seeding ${what} failed: ${res.statusCode} ${res.body}`);
  return res.json();
};

/** Seeds B's objects through B's own sessions (every one carrying the marker) and names them. */
export async function seedVictim(app: FastifyInstance): Promise<{ objects: TenantObjects; secrets: string[]; own: AttackerCredentials }> {
  const host = victim.host;
  const ana = await loginCode(app, victim.id, host, victim.user);
  const admin = await loginCode(app, victim.id, host, victim.admin);
  const key = await tenantApiKey(app, victim.id, host, victim.admin);
  const base = `/pro-admin/v1/session/app/${victim.id}`;
  const adminCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
    call(app, { method, url: `${base}${url}`, host, headers: { code: admin, ...headers }, ...(payload ? { payload } : {}) });

  const sent = ok(await sendNotification(app, victim.id, host, key, { title: `Aviso ${victimMarker}`, message: victimMarker, to: { users: [victim.user] } }), 'notification');
  void sent;
  const list = ok<{ data: { identifier: string }[] }>(await call(app, { method: 'GET', url: `/notifications/v1/app/${victim.id}/list`, host, headers: { code: ana } }), 'notification list');

  const bytes = Buffer.from(`%PDF-1.4\n% ${victimMarker}\n1 0 obj\n<<>>\nendobj\n%%EOF\n`);
  const { links, put } = await upload(app, host, {
    url: `/file/v1/session/app/${victim.id}/signedUpload`,
    headers: { code: ana, path: 'segredos', filename: 'contrato.pdf', filetype: 'application/pdf' },
    bytes,
  });
  const file = ok<{ data: { key: string; url: string } }>(links, 'file links');
  ok({ statusCode: put?.statusCode ?? 500, body: put?.body ?? '', json: () => null }, 'file bytes');

  const job = ok<{ data: { jobId: string } }>(await sqlCall(app, 'titulos-quantidade', ana, { headers: { 'async-batch': 'true' } }), 'batch job');
  // B's rows are compared before and after the walks: the runner finishes B's job first.
  await jobFinished(app, job.data.jobId);
  const jobResult = ok<{ data: { rows: unknown[] } }>(
    await call(app, { method: 'GET', url: `/remotesql/v1/general/app/${victim.id}/batch/${job.data.jobId}`, host, headers: { code: ana } }),
    'batch result',
  );
  const hash = ok<{ data: { hash: string } }>(
    await call(app, { method: 'POST', url: `/auth/v1/session/app/${victim.id}/user/${victim.user}/directHash`, host, headers: { code: admin }, payload: { title: victimMarker, script: 'x', json: { segredo: victimMarker } } }),
    'direct hash',
  );
  ok(await call(app, { method: 'POST', url: `/app/v1/session/app/${victim.id}/config/update/customValue`, host, headers: { code: ana, 'module-id': 'cadastros', 'item-id': 'documentos' }, payload: { segredo: victimMarker } }), 'customValue');

  const config = ok<{ data: { document: Record<string, unknown>; version: number } }>(await adminCall('GET', '/config'), 'config');
  ok(await adminCall('PUT', '/config', { document: config.data.document, comment: victimMarker }, { 'if-match': `"${config.data.version}"` }), 'config version');
  const automation = ok<{ data: { id: string } }>(
    await adminCall('POST', '/notification-automations', { name: victimMarker, title: victimMarker, message: victimMarker, module: 'financeiro', recipients: { groups: ['financeiro'] }, channels: ['portal'], notify: false }),
    'automation',
  );
  const keys = ok<{ data: { id: string }[] }>(await adminCall('GET', '/api-keys'), 'api keys');
  // A production order's NF-e, sent by ana (its issuer is her company), with the marker in an XML comment.
  const nfe = readFileSync('fixtures/nfe/nfe-4.00-kit-derived.xml', 'utf8').replace('?>', `?><!-- ${victimMarker} -->`);
  const order = ok<{ data: { accessKey: string } }>(
    await call(app, { method: 'POST', url: `/faccionista/v1/session/app/${victim.id}/production-order/uploadXml`, host, headers: { code: ana }, payload: { xml: nfe } }),
    'production order',
  );

  const objects: TenantObjects = {
    tenantId: victim.id,
    email: victim.user,
    phone: '11987654321',
    entityCode: '11222333000181',
    queryName: 'titulos-lista',
    scriptName: 'boletos.js',
    jobId: job.data.jobId,
    fileKey: file.data.key,
    blobPath: file.data.url.replace(/^\/file\/v1\/blob\//, '').split('?')[0]!,
    directHash: hash.data.hash,
    formHash: hash.data.hash,
    federationCode: hash.data.hash,
    termId: 'uso',
    termVersion: '1',
    configVersion: String(config.data.version + 1),
    keyId: keys.data[0]!.id,
    automationId: automation.data.id,
    group: 'financeiro',
    liveId: 'lancamento',
    productId: 'camiseta',
    cacheFile: 'localhost.json',
    notificationId: list.data[0]!.identifier,
    accessKey: order.data.accessKey,
  };
  const secrets = [victimMarker, key, bytes.toString('base64'), JSON.stringify(jobResult.data.rows), 'Portal Demo', 'Demo Comércio Ltda', 'Demo Indústria S.A.', 'Ana Souza'];
  return { objects, secrets, own: { user: ana, admin, apiKey: key } };
}

/** Every row of every table with a tenant_id, for one tenant, as sorted JSON lines (compared before/after a walk). */
export async function tenantSnapshot(db: Db, tenantId: string): Promise<Record<string, string[]>> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns WHERE column_name = 'tenant_id' AND table_schema = current_schema() ORDER BY table_name`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const rows = await db.query<Record<string, unknown>>(`SELECT * FROM "${table}" WHERE tenant_id = $1`, [tenantId]);
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
