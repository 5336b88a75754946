import type { Queryable } from '../db/db';

export interface OutboxMessage {
  id: number;
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** Outbox messages, newest first: one tenant's, or every tenant's when none is given (dev page only). */
export async function listOutbox(db: Queryable, tenantId: string | undefined, limit = 200): Promise<OutboxMessage[]> {
  const rows = await db.query<{ id: number; tenant_id: string; to_address: string; subject: string; text_body: string; links: string[]; created_at: Date }>(
    `SELECT id, tenant_id, to_address, subject, text_body, links, created_at FROM outbox
     WHERE ($1::text IS NULL OR tenant_id = $1) ORDER BY created_at DESC, id DESC LIMIT $2`,
    [tenantId ?? null, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    tenantId: r.tenant_id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    links: r.links,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
