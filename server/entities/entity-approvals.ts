import { DomainError } from '../../domain/domain-error';
import type { EntityApproval } from '../../schemas/entity';
import type { Queryable } from '../db/db';

export interface ApprovalRequest {
  description: string;
  tag1?: string | null;
  tag2?: string | null;
  options?: unknown;
  term?: unknown;
}

type Row = {
  id: string; entity_code: string; email: string; user_id: string; description: string; tag1: string | null; tag2: string | null;
  options: unknown; term: unknown; status: EntityApproval['status']; created_at: Date;
};

const select = `SELECT a.id, a.entity_code, u.email, a.user_id, a.description, a.tag1, a.tag2, a.options, a.term, a.status, a.created_at
  FROM entity_approvals a JOIN users u ON u.id = a.user_id AND u.tenant_id = a.tenant_id`;

const toApproval = (r: Row): EntityApproval => ({
  id: r.id,
  code: r.entity_code,
  email: r.email,
  description: r.description,
  tag1: r.tag1,
  tag2: r.tag2,
  options: r.options ?? null,
  term: r.term ?? null,
  status: r.status,
  createdAt: new Date(r.created_at).toISOString(),
});

/** Files a pending request; 409 #APPROVAL_PENDING when the user already has one for this entity. */
export async function requestApproval(db: Queryable, tenantId: string, userId: string, code: string, req: ApprovalRequest, now: Date) {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO entity_approvals (tenant_id, user_id, entity_code, description, tag1, tag2, options, term, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (tenant_id, user_id, entity_code) WHERE status = 'pending' DO NOTHING RETURNING id`,
    [tenantId, userId, code, req.description, req.tag1 ?? null, req.tag2 ?? null, JSON.stringify(req.options ?? null),
      JSON.stringify(req.term ?? null), now],
  );
  if (!row) throw new DomainError('#APPROVAL_PENDING');
  const [created] = await db.query<Row>(`${select} WHERE a.id = $1`, [row.id]);
  return toApproval(created as Row);
}

/** Pending requests, oldest first: the user's own, or the whole tenant's when `userId` is null (approvers). */
export async function listPending(db: Queryable, tenantId: string, userId: string | null): Promise<EntityApproval[]> {
  const rows = await db.query<Row>(
    `${select} WHERE a.tenant_id = $1 AND a.status = 'pending' AND ($2::uuid IS NULL OR a.user_id = $2) ORDER BY a.created_at, u.email, a.entity_code`,
    [tenantId, userId],
  );
  return rows.map(toApproval);
}

/** Decides the pending request of `email` for `code` once; 404 #APPROVAL_NOT_FOUND when there is none. */
export async function decideApproval(db: Queryable, tenantId: string, email: string, code: string, approved: boolean, deciderId: string, now: Date) {
  const [row] = await db.query<{ id: string }>(
    `UPDATE entity_approvals a SET status = $4, decided_at = $5, decided_by = $6
     FROM users u WHERE u.id = a.user_id AND u.tenant_id = a.tenant_id AND a.tenant_id = $1 AND u.email = $2
       AND a.entity_code = $3 AND a.status = 'pending' RETURNING a.id`,
    [tenantId, email, code, approved ? 'approved' : 'refused', now, deciderId],
  );
  if (!row) throw new DomainError('#APPROVAL_NOT_FOUND');
  const [decided] = await db.query<Row>(`${select} WHERE a.id = $1`, [row.id]);
  const r = decided as Row;
  return { approval: toApproval(r), userId: r.user_id };
}
