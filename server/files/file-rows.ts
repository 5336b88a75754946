import type { Queryable } from '../db/db';

/** A stored file of a tenant (table files, migration 061). */
export type FileRecord = {
  key: string;
  name: string;
  contentType: string;
  size: number;
  storageType: string;
  moduleId: string | null;
  itemId: string | null;
  expiresAt: Date | null;
  createdBy: string | null;
  createdAt: Date;
};

type Row = {
  key: string;
  name: string;
  content_type: string;
  size: string | number;
  storage_type: string;
  module_id: string | null;
  item_id: string | null;
  expires_at: Date | null;
  created_by: string | null;
  created_at: Date;
};

const columns = 'key, name, content_type, size, storage_type, module_id, item_id, expires_at, created_by, created_at';
const toRecord = (r: Row): FileRecord => ({
  key: r.key,
  name: r.name,
  contentType: r.content_type,
  size: Number(r.size),
  storageType: r.storage_type,
  moduleId: r.module_id,
  itemId: r.item_id,
  expiresAt: r.expires_at,
  createdBy: r.created_by,
  createdAt: r.created_at,
});
// A file past its expiry (SPEC §9 expires) is gone for every reader; 0 stored as null means it never expires.
const live = '(expires_at IS NULL OR expires_at > $2)';

/** Records a stored file (a second upload to the same key replaces the first). */
export async function insertFile(db: Queryable, tenantId: string, file: FileRecord): Promise<void> {
  await db.query(
    `INSERT INTO files (tenant_id, ${columns}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (tenant_id, key) DO UPDATE SET name = EXCLUDED.name, content_type = EXCLUDED.content_type,
       size = EXCLUDED.size, storage_type = EXCLUDED.storage_type, module_id = EXCLUDED.module_id, item_id = EXCLUDED.item_id,
       expires_at = EXCLUDED.expires_at, created_by = EXCLUDED.created_by, created_at = EXCLUDED.created_at`,
    [tenantId, file.key, file.name, file.contentType, file.size, file.storageType, file.moduleId, file.itemId, file.expiresAt, file.createdBy, file.createdAt],
  );
}

export async function findFile(db: Queryable, tenantId: string, key: string, now: Date): Promise<FileRecord | null> {
  const [row] = await db.query<Row>(`SELECT ${columns} FROM files WHERE tenant_id = $1 AND ${live} AND key = $3`, [tenantId, now, key]);
  return row ? toRecord(row) : null;
}

/** A module item's files (digital content), newest first. */
export async function listItemFiles(db: Queryable, tenantId: string, moduleId: string, itemId: string, now: Date): Promise<FileRecord[]> {
  const rows = await db.query<Row>(
    `SELECT ${columns} FROM files WHERE tenant_id = $1 AND ${live} AND module_id = $3 AND item_id = $4 ORDER BY created_at DESC, key`,
    [tenantId, now, moduleId, itemId],
  );
  return rows.map(toRecord);
}

/** Every file of the tenant (the admin file manager), newest first, at most `limit`. */
export async function listTenantFiles(db: Queryable, tenantId: string, limit = 1000): Promise<FileRecord[]> {
  const rows = await db.query<Row>(`SELECT ${columns} FROM files WHERE tenant_id = $1 ORDER BY created_at DESC, key LIMIT $2`, [tenantId, limit]);
  return rows.map(toRecord);
}

export async function deleteFileRow(db: Queryable, tenantId: string, key: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM files WHERE tenant_id = $1 AND key = $2 RETURNING key', [tenantId, key]);
  return rows.length > 0;
}

/** Bytes of the tenant's stored files (the storage quota counts them). */
export async function fileBytesInUse(db: Queryable, tenantId: string): Promise<number> {
  const [row] = await db.query<{ used: string }>('SELECT COALESCE(sum(size), 0) AS used FROM files WHERE tenant_id = $1', [tenantId]);
  return Number(row?.used ?? 0);
}
