import type { Queryable } from '../db/db';

export interface OutboxMessage {
  id: number;
  tenantId: string;
  to: string;
  /** The sender as the header writes it; '' for rows older than migration 069. */
  from: string;
  replyTo: string | null;
  cc: string[];
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** Outbox messages, newest first: one tenant's, or every tenant's when none is given (dev page only). */
export async function listOutbox(db: Queryable, tenantId: string | undefined, limit = 200): Promise<OutboxMessage[]> {
  const rows = await db.query<{
    id: number;
    tenant_id: string;
    to_address: string;
    from_address: string;
    reply_to: string | null;
    cc: string[];
    subject: string;
    text_body: string;
    links: string[];
    created_at: Date;
  }>(
    `SELECT id, tenant_id, to_address, from_address, reply_to, cc, subject, text_body, links, created_at FROM outbox
     WHERE ($1::text IS NULL OR tenant_id = $1) ORDER BY created_at DESC, id DESC LIMIT $2`,
    [tenantId ?? null, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    tenantId: r.tenant_id,
    to: r.to_address,
    from: r.from_address,
    replyTo: r.reply_to,
    cc: r.cc,
    subject: r.subject,
    text: r.text_body,
    links: r.links,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
