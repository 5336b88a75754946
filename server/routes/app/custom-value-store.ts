import { Type } from 'typebox';
import type { Queryable } from '../../db/db';

export interface CustomValueMeta {
  s3Save: boolean;
  s3Path: string | null;
  s3Props: unknown;
}

/** The reply of both customValue calls. */
export interface StoredCustomValue extends CustomValueMeta {
  moduleId: string;
  itemId: string;
  customValue: unknown;
  updatedAt: string | null;
}

/**
 * The reply of both customValue calls. `customValue` is the tenant's own JSON document and `s3Props` the caller's
 * metadata: open by contract. With s3-save the save also names the stored file (`s3Key`, a signed `s3Link`).
 */
export const CustomValueReply = Type.Object(
  {
    moduleId: Type.String(),
    itemId: Type.String(),
    customValue: Type.Unknown(),
    s3Save: Type.Boolean(),
    s3Path: Type.Union([Type.String(), Type.Null()]),
    s3Props: Type.Unknown(),
    updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    s3Key: Type.Optional(Type.String()),
    s3Link: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

interface Row {
  value: unknown;
  s3_save: boolean;
  s3_path: string | null;
  s3_props: unknown;
  updated_at: Date;
}

const toReply = (moduleId: string, itemId: string, row: Row | undefined): StoredCustomValue => ({
  moduleId,
  itemId,
  customValue: row?.value ?? null,
  s3Save: row?.s3_save ?? false,
  s3Path: row?.s3_path ?? null,
  s3Props: row?.s3_props ?? null,
  updatedAt: row ? row.updated_at.toISOString() : null,
});

/** Saves a module item's customValue for the tenant (one per tenant, module and item; last save wins). */
export async function saveCustomValue(
  db: Queryable,
  key: { tenantId: string; moduleId: string; itemId: string; userId: string; now: Date },
  value: unknown,
  meta: CustomValueMeta,
): Promise<StoredCustomValue> {
  const [row] = await db.query<Row>(
    `INSERT INTO custom_values (tenant_id, module_id, item_id, value, s3_save, s3_path, s3_props, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (tenant_id, module_id, item_id) DO UPDATE SET value = EXCLUDED.value, s3_save = EXCLUDED.s3_save,
       s3_path = EXCLUDED.s3_path, s3_props = EXCLUDED.s3_props, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at
     RETURNING value, s3_save, s3_path, s3_props, updated_at`,
    [key.tenantId, key.moduleId, key.itemId, JSON.stringify(value), meta.s3Save, meta.s3Path,
      meta.s3Props === null ? null : JSON.stringify(meta.s3Props), key.userId, key.now],
  );
  return toReply(key.moduleId, key.itemId, row);
}

export async function readCustomValue(db: Queryable, tenantId: string, moduleId: string, itemId: string): Promise<StoredCustomValue> {
  const [row] = await db.query<Row>(
    'SELECT value, s3_save, s3_path, s3_props, updated_at FROM custom_values WHERE tenant_id = $1 AND module_id = $2 AND item_id = $3',
    [tenantId, moduleId, itemId],
  );
  return toReply(moduleId, itemId, row);
}
