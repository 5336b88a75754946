import type { FastifyRequest } from 'fastify';
import type { AdminPermission } from '../../domain/admin-permissions';
import type { Queryable } from '../db/db';

/** Who did an admin write: a signed-in admin (their e-mail) or a tenant API key (its name). */
export type AdminActor = { kind: 'user' | 'apiKey' | 'operator'; label: string; permissions: readonly AdminPermission[] };

/** Records one admin write in the tenant's audit: who, what, when, from where. */
export async function recordAdminWrite(
  db: Queryable,
  request: FastifyRequest,
  entry: { tenantId: string; actor: AdminActor; action: string; detail?: Record<string, unknown>; at: Date },
): Promise<void> {
  const agent = String(request.headers['user-agent'] ?? '').slice(0, 500);
  await db.query(
    `INSERT INTO admin_audit (tenant_id, actor, action, detail, ip, user_agent, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [entry.tenantId, entry.actor.label, entry.action, JSON.stringify(entry.detail ?? {}), request.ip, agent, entry.at],
  );
}
