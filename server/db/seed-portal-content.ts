import type { SeedBanner, SeedNotification } from '../../schemas/tenant';
import type { Db } from './db';

/**
 * Seeds a tenant's dashboard banners and its users' notifications (after its users). Idempotent: a banner
 * is keyed by its place in the list, a notification by user and identifier; existing rows are left alone.
 */
export async function seedPortalContent(
  db: Db,
  tenantId: string,
  content: { banners?: SeedBanner[]; notifications?: SeedNotification[] },
): Promise<void> {
  for (const [i, b] of (content.banners ?? []).entries()) {
    await db.query(
      `INSERT INTO banners (tenant_id, seed_key, html, starts_at, ends_at, position) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (tenant_id, seed_key) DO NOTHING`,
      [tenantId, `seed-${i}`, b.html, b.startsAt ?? null, b.endsAt ?? null, i],
    );
  }
  for (const [i, n] of (content.notifications ?? []).entries()) {
    const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE tenant_id = $1 AND email = $2', [
      tenantId,
      n.email.toLowerCase(),
    ]);
    if (!user) throw new Error(`Notificação ${n.identifier}: usuário ${n.email} não existe na empresa ${tenantId}`);
    await db.query(
      `INSERT INTO notifications (tenant_id, user_id, identifier, unique_identifier, module, title, message, notify, read_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9 THEN now() END, now() + $10 * interval '1 millisecond')
       ON CONFLICT (tenant_id, user_id, identifier) DO NOTHING`,
      [tenantId, user.id, n.identifier, n.uniqueIdentifier ?? `${n.identifier}-${user.id}`, n.module ?? null, n.title,
        n.message, n.notify ?? true, n.read ?? false, i],
    );
  }
}
