import { consentChannels, type ConsentUser } from '../../domain/consent-report';
import { peopleOnly } from '../auth/public-visitor';
import type { Queryable } from '../db/db';

type UserRow = { id: string; email: string; nick: string; notifications: unknown; revision_date: Date | null };
type AcceptanceRow = { user_id: string; term_id: string; title: string; version: number; accepted_at: Date; ip: string };

/** Every user of the tenant (the public visitor aside) by e-mail, with the terms they accepted and their channels. */
export async function consentReport(db: Queryable, tenantId: string): Promise<ConsentUser[]> {
  const users = await db.query<UserRow>(
    `SELECT id, email, nick, notifications, revision_date FROM users WHERE tenant_id = $1 AND ${peopleOnly} ORDER BY email`,
    [tenantId],
  );
  const acceptances = await db.query<AcceptanceRow>(
    `SELECT a.user_id, a.term_id, t.title, a.version, a.accepted_at, a.ip
     FROM term_acceptances a JOIN terms t ON t.tenant_id = a.tenant_id AND t.term_id = a.term_id AND t.version = a.version
     WHERE a.tenant_id = $1 ORDER BY a.accepted_at, a.term_id, a.version`,
    [tenantId],
  );
  const byUser = new Map<string, AcceptanceRow[]>();
  for (const a of acceptances) byUser.set(a.user_id, [...(byUser.get(a.user_id) ?? []), a]);
  return users.map((u) => ({
    email: u.email,
    nick: u.nick,
    terms: (byUser.get(u.id) ?? []).map((a) => ({
      termId: a.term_id,
      title: a.title,
      version: a.version,
      acceptedAt: new Date(a.accepted_at).toISOString(),
      ip: a.ip,
    })),
    notifications: {
      revisionDate: u.revision_date ? new Date(u.revision_date).toISOString() : null,
      channels: consentChannels(typeof u.notifications === 'string' ? JSON.parse(u.notifications) : u.notifications),
    },
  }));
}
