import type { Entity } from '../../schemas/entity';
import type { Queryable } from '../db/db';

interface EntityRow {
  code: string;
  description: string;
  tag1: string | null;
  tag2: string | null;
  external_id: string | null;
  dynamic_fields: Record<string, unknown>;
  entity_id: string;
  selected?: boolean;
}

const columns = 'e.code, e.description, e.tag1, e.tag2, e.external_id, e.dynamic_fields, e.entity_id';
const heldBy = `FROM user_entities ue JOIN entities e ON e.tenant_id = ue.tenant_id AND e.code = ue.entity_code
  WHERE ue.tenant_id = $1 AND ue.user_id = $2`;

export function toEntity(row: EntityRow): Entity {
  return {
    code: row.code,
    description: row.description,
    tag1: row.tag1,
    tag2: row.tag2,
    externalId: row.external_id,
    dynamicFields: row.dynamic_fields ?? {},
    id: row.entity_id,
    ...(row.selected === undefined ? {} : { selected: row.selected }),
  };
}

/** A LIKE pattern matching `text` anywhere, with % _ and \ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The user's entities by code, optionally those whose code or description contains `search`. */
export async function listUserEntities(db: Queryable, tenantId: string, userId: string, search: string | undefined, limit: number) {
  const rows = await db.query<EntityRow>(
    `SELECT ${columns}, ue.selected ${heldBy}
       AND ($3::text IS NULL OR e.code ILIKE $3 OR e.description ILIKE $3)
     ORDER BY e.code LIMIT $4`,
    [tenantId, userId, search ? contains(search) : null, limit],
  );
  return rows.map(toEntity);
}

/** One entity the user holds, or undefined. */
export async function findUserEntity(db: Queryable, tenantId: string, userId: string, code: string): Promise<Entity | undefined> {
  const [row] = await db.query<EntityRow>(`SELECT ${columns}, ue.selected ${heldBy} AND ue.entity_code = $3`, [tenantId, userId, code]);
  return row ? toEntity(row) : undefined;
}

export async function holdsEntity(db: Queryable, tenantId: string, userId: string, code: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM user_entities WHERE tenant_id = $1 AND user_id = $2 AND entity_code = $3', [tenantId, userId, code]);
  return rows.length > 0;
}

export interface NewEntity {
  code: string;
  description: string;
  tag1?: string | null;
  tag2?: string | null;
}

/**
 * Gives an entity to a user: the tenant's entity row is created when new (an existing one keeps its fields),
 * then linked. False when the user already held it.
 */
export async function grantEntity(db: Queryable, tenantId: string, userId: string, entity: NewEntity): Promise<boolean> {
  await db.query(
    `INSERT INTO entities (tenant_id, code, description, tag1, tag2) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (tenant_id, code) DO NOTHING`,
    [tenantId, entity.code, entity.description, entity.tag1 ?? null, entity.tag2 ?? null],
  );
  const rows = await db.query(
    `INSERT INTO user_entities (tenant_id, user_id, entity_code) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING entity_code`,
    [tenantId, userId, entity.code],
  );
  return rows.length > 0;
}

/** Takes an entity away from a user (the tenant's entity row stays for its other holders). */
export async function revokeEntity(db: Queryable, tenantId: string, userId: string, code: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM user_entities WHERE tenant_id = $1 AND user_id = $2 AND entity_code = $3 RETURNING entity_code',
    [tenantId, userId, code],
  );
  return rows.length > 0;
}

/** Writes an entity's editable fields (SPEC §3); the code and id never change. */
export async function writeEntity(db: Queryable, tenantId: string, entity: Entity): Promise<void> {
  await db.query(
    `UPDATE entities SET description = $3, tag1 = $4, tag2 = $5, external_id = $6, dynamic_fields = $7
     WHERE tenant_id = $1 AND code = $2`,
    [tenantId, entity.code, entity.description, entity.tag1, entity.tag2, entity.externalId, JSON.stringify(entity.dynamicFields)],
  );
}

/** Marks exactly `codes` as the user's selection (callers check they are all held). */
export async function selectEntities(db: Queryable, tenantId: string, userId: string, codes: string[]): Promise<void> {
  await db.query('UPDATE user_entities SET selected = (entity_code = ANY($3::text[])) WHERE tenant_id = $1 AND user_id = $2', [
    tenantId, userId, codes,
  ]);
}

/** The codes among `codes` the user does not hold. */
export async function missingEntities(db: Queryable, tenantId: string, userId: string, codes: string[]): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    `SELECT c AS code FROM unnest($3::text[]) AS c
     WHERE NOT EXISTS (SELECT 1 FROM user_entities ue WHERE ue.tenant_id = $1 AND ue.user_id = $2 AND ue.entity_code = c)`,
    [tenantId, userId, codes],
  );
  return rows.map((r) => r.code);
}
