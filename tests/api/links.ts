import type { FastifyInstance } from 'fastify';

/** The newest link mailed to an address (after the background mail queue drains). */
export async function lastMailedLink(app: FastifyInstance, to: string): Promise<string> {
  await app.mailer.flush();
  const [row] = await app.db.query<{ links: string[] }>('SELECT links FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [to]);
  const link = row?.links[0];
  if (!link) throw new Error(`no mail to ${to}`);
  return link;
}

/** The `hash` of a mailed link. */
export function hashOf(link: string): string {
  return new URL(link).searchParams.get('hash') ?? '';
}

/** Replaces part of a tenant's stored document and reloads the registry (session lifetimes, rules). */
export async function patchTenantServer(app: FastifyInstance, tenantId: string, server: Record<string, unknown>): Promise<void> {
  await app.db.query(`UPDATE tenants SET document = jsonb_set(document::jsonb, '{server}', (document::jsonb->'server') || $2::jsonb)::json WHERE tenant_id = $1`, [
    tenantId,
    JSON.stringify(server),
  ]);
  await app.tenants.reload();
}
