import type { FastifyInstance } from 'fastify';

/**
 * Marks a user's notification read (the socket's `read` frame and POST /notifications/v1/app/{id}/read) and tells
 * every socket of that user, in every process, `{action:'read', identifier}`. False when the user has none so named.
 */
export async function markNotificationRead(app: FastifyInstance, tenantId: string, userId: string, identifier: string): Promise<boolean> {
  const rows = await app.db.query(
    `UPDATE notifications SET read_at = COALESCE(read_at, $4)
     WHERE tenant_id = $1 AND user_id = $2 AND identifier = $3 RETURNING identifier`,
    [tenantId, userId, identifier, app.now()],
  );
  if (rows.length === 0) return false;
  await app.realtime.publish(tenantId, `user:${userId}`, { action: 'read', identifier });
  return true;
}
