import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/domain-error';
import { isValidEmail } from '../../domain/email';
import { adminOperationsMessages } from '../../domain/messages/admin-operations';
import { hasRecipients, htmlToText, isRecipient } from '../../domain/notification-automation';
import { containsPattern } from '../../domain/search-pattern';
import type { Automation, AutomationInput } from '../../schemas/admin-operations';
import type { Queryable } from '../db/db';
import { tenantLink } from '../mail/links';
import type { Tenant } from '../tenancy/tenant-registry';

type AutomationRow = {
  id: string;
  name: string;
  title: string;
  message: string;
  module: string | null;
  recipients: unknown;
  channels: string[];
  notify: boolean;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  last_sent_at: Date | null;
};

const columns = 'id, name, title, message, module, recipients, channels, notify, created_by, created_at, updated_at, last_sent_at';
const iso = (d: Date) => new Date(d).toISOString();

function toAutomation(row: AutomationRow): Automation {
  const recipients = (typeof row.recipients === 'string' ? JSON.parse(row.recipients) : row.recipients) as Automation['recipients'];
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    message: row.message,
    module: row.module,
    recipients,
    channels: row.channels,
    notify: row.notify,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    lastSentAt: row.last_sent_at ? iso(row.last_sent_at) : null,
  };
}

/** An automation's input checked beyond its schema: someone to send to, and valid e-mails. */
function checked(input: AutomationInput): AutomationInput {
  if (!hasRecipients(input.recipients)) throw new DomainError('#AUTOMATION_RECIPIENTS');
  if (input.recipients.emails?.some((e) => !isValidEmail(e.trim().toLowerCase()))) throw new DomainError('#INVALID_EMAIL');
  return { ...input, name: input.name.trim(), title: input.title.trim(), module: input.module?.trim() || null };
}

/** A tenant's notification automations (issue 10), kept in the notification_automations table. */
export class NotificationAutomations {
  constructor(private readonly db: Queryable) {}

  /** One page by name; `search` matches the name or the title. */
  async list(tenantId: string, input: { search?: string; page: number; limit: number }) {
    const search = input.search?.trim() ? containsPattern(input.search.trim()) : null;
    const where = `tenant_id = $1 AND ($2::text IS NULL OR name ILIKE $2 ESCAPE '\\' OR title ILIKE $2 ESCAPE '\\')`;
    const [count] = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM notification_automations WHERE ${where}`, [tenantId, search]);
    const rows = await this.db.query<AutomationRow>(
      `SELECT ${columns} FROM notification_automations WHERE ${where} ORDER BY lower(name), created_at LIMIT $3 OFFSET $4`,
      [tenantId, search, input.limit, (input.page - 1) * input.limit],
    );
    return { total: count?.total ?? 0, items: rows.map(toAutomation) };
  }

  async get(tenantId: string, id: string): Promise<Automation> {
    const [row] = await this.db.query<AutomationRow>(`SELECT ${columns} FROM notification_automations WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
    if (!row) throw new DomainError('#AUTOMATION_NOT_FOUND');
    return toAutomation(row);
  }

  async create(tenantId: string, input: AutomationInput, author: string, now: Date): Promise<Automation> {
    const a = checked(input);
    const [row] = await this.db.query<AutomationRow>(
      `INSERT INTO notification_automations (tenant_id, name, title, message, module, recipients, channels, notify, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING ${columns}`,
      [tenantId, a.name, a.title, a.message, a.module ?? null, JSON.stringify(a.recipients), a.channels, a.notify, author, now],
    );
    return toAutomation(row!);
  }

  async update(tenantId: string, id: string, input: AutomationInput, now: Date): Promise<Automation> {
    const a = checked(input);
    const [row] = await this.db.query<AutomationRow>(
      `UPDATE notification_automations SET name = $3, title = $4, message = $5, module = $6, recipients = $7, channels = $8, notify = $9, updated_at = $10
       WHERE tenant_id = $1 AND id = $2 RETURNING ${columns}`,
      [tenantId, id, a.name, a.title, a.message, a.module ?? null, JSON.stringify(a.recipients), a.channels, a.notify, now],
    );
    if (!row) throw new DomainError('#AUTOMATION_NOT_FOUND');
    return toAutomation(row);
  }

  /** Deletes one; answers its name (for the audit). Notifications already sent stay with their users. */
  async remove(tenantId: string, id: string): Promise<string> {
    const [row] = await this.db.query<{ name: string }>('DELETE FROM notification_automations WHERE tenant_id = $1 AND id = $2 RETURNING name', [tenantId, id]);
    if (!row) throw new DomainError('#AUTOMATION_NOT_FOUND');
    return row.name;
  }
}

/**
 * Sends an automation now: one notification per recipient (active users who are neither disabled nor blocked) in
 * the notifications store when the 'portal' channel is on, and an e-mail each through the outbox/SMTP when the
 * 'email' channel is on. `identifier` is shared by this send's notifications and unique per send.
 */
export async function sendAutomation(app: FastifyInstance, tenant: Tenant, automation: Automation) {
  const now = app.now();
  const users = await app.db.query<{ id: string; email: string; groups: string[] }>(
    `SELECT id, email, groups FROM users WHERE tenant_id = $1 AND status = 'active' AND NOT disabled AND NOT blocked ORDER BY email`,
    [tenant.id],
  );
  const recipients = users.filter((u) => isRecipient(automation.recipients, u));
  const identifier = `${automation.id}-${now.getTime()}-${randomBytes(3).toString('hex')}`;
  await app.db.transaction(async (tx) => {
    if (automation.channels.includes('portal') && recipients.length > 0) {
      await tx.query(
        `INSERT INTO notifications (tenant_id, user_id, identifier, unique_identifier, module, title, message, notify, created_at)
         SELECT $1, r.id, $2, $2 || ':' || r.id::text, $3, $4, $5, $6, $7 FROM unnest($8::uuid[]) AS r(id)`,
        [tenant.id, identifier, automation.module, automation.title, automation.message, automation.notify, now, recipients.map((r) => r.id)],
      );
    }
    await tx.query('UPDATE notification_automations SET last_sent_at = $3 WHERE tenant_id = $1 AND id = $2', [tenant.id, automation.id, now]);
  });
  // After commit: open portals of the recipients, in every server process, get it at once (the live socket).
  if (automation.channels.includes('portal')) await app.realtime.notify(tenant.id, identifier, recipients.map((r) => r.id));
  if (automation.channels.includes('email')) {
    const text = `${htmlToText(automation.message)}\n\n${adminOperationsMessages.automation.mailFooter(tenantLink(tenant, app.config, '/'))}`;
    for (const r of recipients) app.mailer.queue({ tenant, to: r.email, subject: automation.title, text });
  }
  return { sent: recipients.length, identifier };
}
