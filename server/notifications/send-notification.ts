import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/domain-error';
import { sanitizeTenantHtml } from '../tenancy/tenant-html';

export interface NotificationSend {
  title: string;
  message: string;
  module?: string;
  notify?: boolean;
  uniqueIdentifier?: string;
  to: { everyone?: boolean; users?: string[]; groups?: string[] };
}

/**
 * A notification from the tenant's own systems (POST /notifications/v1/app/{id}/send): one row per recipient in
 * `notifications` (active users who are neither disabled nor blocked, named by e-mail, group, or everyone), then a
 * push to each recipient's sockets in every process. The send's `uniqueIdentifier` is the rows' `identifier`
 * (generated when absent); sending the same one again reaches only users who do not have it yet, so a retry
 * after a failure never duplicates.
 */
export async function sendNotification(app: FastifyInstance, tenantId: string, send: NotificationSend) {
  const everyone = send.to.everyone === true;
  const emails = (send.to.users ?? []).map((e) => e.trim().toLowerCase()).filter(Boolean);
  const groups = (send.to.groups ?? []).map((g) => g.trim()).filter(Boolean);
  if (!everyone && emails.length === 0 && groups.length === 0) throw new DomainError('#AUTOMATION_RECIPIENTS');
  const now = app.now();
  const identifier = send.uniqueIdentifier ?? `send-${now.getTime()}-${randomBytes(6).toString('hex')}`;
  const rows = await app.db.query<{ user_id: string }>(
    `INSERT INTO notifications (tenant_id, user_id, identifier, unique_identifier, module, title, message, notify, created_at)
     SELECT $1, u.id, $2, $2 || ':' || u.id::text, $3, $4, $5, $6, $7 FROM users u
     WHERE u.tenant_id = $1 AND u.status = 'active' AND NOT u.disabled AND NOT u.blocked
       AND ($8 OR u.email = ANY($9::text[]) OR u.groups && $10::text[])
     ON CONFLICT (tenant_id, user_id, identifier) DO NOTHING
     RETURNING user_id`,
    [tenantId, identifier, send.module?.trim() || null, send.title.trim(), sanitizeTenantHtml(send.message), send.notify ?? true, now, everyone, emails, groups],
  );
  const userIds = rows.map((r) => r.user_id);
  await app.realtime.notify(tenantId, identifier, userIds);
  return { uniqueIdentifier: identifier, recipients: userIds.length };
}
