import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SeedUser, TenantDocument } from '../../schemas/tenant';
import { hashPassword } from '../auth/passwords';
import { validateTenantDocument } from '../tenancy/tenant-registry';
import type { Db } from './db';
import { seedLiveEvents } from './seed-live';
import { seedPortalContent } from './seed-portal-content';

/** Reads and validates every fixtures/tenants/*.json. */
export function readTenantFixtures(dir: string): TenantDocument[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => validateTenantDocument(JSON.parse(readFileSync(path.join(dir, f), 'utf8')), f));
}

/** Seeds tenants, entities, terms and users. Idempotent: existing rows are left as they are. */
export async function seed(db: Db, documents: TenantDocument[]): Promise<void> {
  for (const doc of documents) {
    const { seed: seedData, $schema: _schema, ...stored } = doc;
    const id = doc.company.id;
    await db.query(
      `INSERT INTO tenants (tenant_id, document, domains) VALUES ($1, $2, $3) ON CONFLICT (tenant_id) DO NOTHING`,
      [id, JSON.stringify(stored), doc.company.domain],
    );
    for (const e of seedData?.entities ?? []) {
      await db.query(
        'INSERT INTO entities (tenant_id, code, description) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [id, e.code, e.description],
      );
    }
    for (const t of seedData?.terms ?? []) {
      await db.query(
        'INSERT INTO terms (tenant_id, term_id, version, title, html) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [id, t.id, t.version, t.title, t.html],
      );
    }
    const existing = new Set(
      (await db.query<{ email: string }>('SELECT email FROM users WHERE tenant_id = $1', [id])).map((r) => r.email),
    );
    const missing = (seedData?.users ?? []).filter((u) => !existing.has(u.email.toLowerCase()));
    const hashes = await Promise.all(missing.map((u) => hashPassword(u.password)));
    for (const [i, user] of missing.entries()) await seedUser(db, id, user, hashes[i] ?? null, seedData?.terms ?? []);
    await seedPortalContent(db, id, seedData ?? {});
    await seedLiveEvents(db, id, seedData?.live);
  }
}

async function seedUser(db: Db, tenantId: string, u: SeedUser, hash: string | null, terms: { id: string; version: number }[]) {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO users (tenant_id, email, nick, password_hash, groups, phone, blocked, ldap_domain, is_adfs, username,
         notifications, revision_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [tenantId, u.email.toLowerCase(), u.nick, hash, u.groups ?? [], u.phone ?? null, u.blocked ?? false,
        u.ldapDomain ?? null, u.adfs ?? false, u.username ?? null,
        JSON.stringify(u.notifications ? { channels: u.notifications.channels } : {}), u.notifications?.revisionDate ?? null],
    );
    if (!row) return;
    for (const code of u.entities ?? []) {
      await tx.query('INSERT INTO user_entities (tenant_id, user_id, entity_code) VALUES ($1, $2, $3)', [tenantId, row.id, code]);
    }
    for (const termId of u.pendingTerms ?? []) {
      const latest = terms.filter((t) => t.id === termId).reduce((max, t) => Math.max(max, t.version), 0);
      if (latest === 0) throw new Error(`Termo ${termId} não existe na empresa ${tenantId}`);
      await tx.query('INSERT INTO user_terms (tenant_id, user_id, term_id, version) VALUES ($1, $2, $3, $4)', [
        tenantId, row.id, termId, latest,
      ]);
    }
  });
}
