import type { Queryable } from '../db/db';
import type { ChatMessage } from '../../schemas/realtime';

type Row = { id: number; email: string; from_agent: boolean; author: string; text: string; created_at: Date };

const toMessage = (r: Row): ChatMessage => ({
  id: String(r.id),
  user: r.email,
  from: r.from_agent ? 'agent' : 'user',
  author: r.author,
  text: r.text,
  at: new Date(r.created_at).toISOString(),
});

/** Customer-service conversations (table customer_service_messages): one per user, answered by the tenant's agents. */
export class Conversations {
  constructor(private readonly db: Queryable) {}

  /** The latest messages, oldest first: one user's conversation, or (userId null, for agents) all of the tenant's. */
  async history(tenantId: string, userId: string | null, limit = 50): Promise<ChatMessage[]> {
    const rows = await this.db.query<Row>(
      `SELECT m.id, u.email, m.from_agent, m.author, m.text, m.created_at
       FROM customer_service_messages m JOIN users u ON u.id = m.user_id AND u.tenant_id = m.tenant_id
       WHERE m.tenant_id = $1 AND ($2::uuid IS NULL OR m.user_id = $2) ORDER BY m.id DESC LIMIT $3`,
      [tenantId, userId, limit],
    );
    return rows.reverse().map(toMessage);
  }

  /** Stores a message of `userId`'s conversation, written by the user or by an agent (`author`: the writer's e-mail). */
  async add(tenantId: string, user: { id: string; email: string }, fromAgent: boolean, author: string, text: string, at: Date): Promise<ChatMessage> {
    const [row] = await this.db.query<Omit<Row, 'email'>>(
      `INSERT INTO customer_service_messages (tenant_id, user_id, from_agent, author, text, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, from_agent, author, text, created_at`,
      [tenantId, user.id, fromAgent, author, text, at],
    );
    return toMessage({ ...row!, email: user.email });
  }

  /** An active user of the tenant by e-mail (an agent's reply names its customer so). */
  async customer(tenantId: string, email: string): Promise<{ id: string; email: string } | undefined> {
    const [row] = await this.db.query<{ id: string; email: string }>(
      'SELECT id, email FROM users WHERE tenant_id = $1 AND email = $2 AND NOT disabled AND NOT blocked',
      [tenantId, email.trim().toLowerCase()],
    );
    return row;
  }
}
