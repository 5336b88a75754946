import type { FastifyRequest } from 'fastify';
import type { EntityAuditRecord } from '../../schemas/entity';
import type { Queryable } from '../db/db';

/** Who acts and from where: written with every entity (and guest) change. */
export interface AuditActor {
  tenantId: string;
  userId: string;
  email: string;
  ip: string;
  userAgent: string;
}

export function auditActor(request: FastifyRequest, user: { id: string; email: string }): AuditActor {
  const agent = request.headers['user-agent'];
  return { tenantId: request.tenant.id, userId: user.id, email: user.email, ip: request.ip, userAgent: (agent ?? '').slice(0, 500) };
}

export type AuditAction =
  | 'entity.select'
  | 'entity.update'
  | 'entity.remove'
  | 'entity.add.autoValidate'
  | 'entity.add.question'
  | 'entity.add.mfa'
  | 'entity.mfa.send'
  | 'entity.approval.request'
  | 'entity.approval.approve'
  | 'entity.approval.refuse'
  | 'entity.give'
  | 'entity.removeByHost'
  | 'guest.create'
  | 'guest.group'
  | 'guest.remove';

export interface AuditTarget {
  entityCode?: string | null;
  target?: { id: string; email: string } | null;
  detail?: unknown;
}

export async function writeAudit(db: Queryable, actor: AuditActor, action: AuditAction, what: AuditTarget, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO entity_audit (tenant_id, actor_id, actor_email, action, entity_code, target_id, target_email, detail, ip, user_agent, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [actor.tenantId, actor.userId, actor.email, action, what.entityCode ?? null, what.target?.id ?? null, what.target?.email ?? null,
      what.detail === undefined ? null : JSON.stringify(what.detail), actor.ip, actor.userAgent, at],
  );
}

type Row = { id: number; action: string; actor_email: string; entity_code: string | null; target_email: string | null; detail: unknown; ip: string; user_agent: string; created_at: Date };

/**
 * Audit records of a tenant, newest first: all of them for an approver (`all`), otherwise those where the
 * user, or a guest the user created, acted or was the target.
 */
export async function listAudit(db: Queryable, tenantId: string, userId: string, all: boolean, limit: number): Promise<EntityAuditRecord[]> {
  const rows = await db.query<Row>(
    `SELECT id, action, actor_email, entity_code, target_email, detail, ip, user_agent, created_at FROM entity_audit a
     WHERE a.tenant_id = $1 AND ($3 OR a.actor_id = $2 OR a.target_id = $2
       OR EXISTS (SELECT 1 FROM users g WHERE g.tenant_id = a.tenant_id AND g.guest_of = $2 AND g.id IN (a.actor_id, a.target_id)))
     ORDER BY a.created_at DESC, a.id DESC LIMIT $4`,
    [tenantId, userId, all, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actorEmail: r.actor_email,
    entityCode: r.entity_code,
    targetEmail: r.target_email,
    detail: r.detail ?? null,
    ip: r.ip,
    userAgent: r.user_agent,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
