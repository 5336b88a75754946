import type { FastifyInstance } from 'fastify';
import { call, loginCode } from './requests';

/** A tenant API key minted by the tenant's admin through the admin API (the key is shown once). */
export async function tenantApiKey(app: FastifyInstance, tenantId: string, host: string, adminEmail: string): Promise<string> {
  const admin = await loginCode(app, tenantId, host, adminEmail);
  const res = await call(app, { method: 'POST', url: `/pro-admin/v1/session/app/${tenantId}/api-keys`, host, headers: { code: admin }, payload: { name: 'ERP' } });
  if (res.statusCode !== 200) throw new Error(`api key not created: ${res.statusCode} ${res.body}`);
  return res.json().data.key as string;
}

/** POST /notifications/v1/app/{id}/send with a key (or none). */
export function sendNotification(app: FastifyInstance, tenantId: string, host: string, key: string | null, payload: object) {
  return call(app, {
    method: 'POST',
    url: `/notifications/v1/app/${tenantId}/send`,
    host,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    payload,
  });
}
