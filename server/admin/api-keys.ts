import { DomainError } from '../../domain/domain-error';
import type { ApiKeyInfo } from '../../schemas/admin-config';
import type { Db } from '../db/db';
import { hashCode, newCode } from '../auth/secret-codes';

type KeyRow = { id: string; name: string; prefix: string; created_by: string; created_at: Date; last_used_at: Date | null };

const keyPrefix = 'ptk_';
// Names the advisory lock that serialises key creation within one tenant (two 'CI deploy' at once stay one).
const apiKeyNameLock = 7262060;

/** How two key names compare: the revoke dialog and its label tell keys apart by name alone. */
const nameKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

/** Tenant API keys (issue 9): `ptk_` + 256 random bits, shown once; only the sha-256 is stored. */
export class ApiKeys {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async list(tenantId: string): Promise<ApiKeyInfo[]> {
    const rows = await this.db.query<KeyRow>(
      `SELECT id, name, prefix, created_by, created_at, last_used_at FROM tenant_api_keys
       WHERE tenant_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC`,
      [tenantId],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      prefix: r.prefix,
      createdBy: r.created_by,
      createdAt: r.created_at.toISOString(),
      lastUsedAt: r.last_used_at?.toISOString() ?? null,
    }));
  }

  /** A new key; 409 #API_KEY_NAME_TAKEN when an active key of the tenant has the same name (case-insensitive). */
  async create(tenantId: string, name: string, createdBy: string): Promise<{ id: string; name: string; prefix: string; key: string }> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [apiKeyNameLock, tenantId]);
      // Compared here, not by SQL lower(): the database's locale may leave accented letters as they are.
      const active = await tx.query<{ name: string }>(
        'SELECT name FROM tenant_api_keys WHERE tenant_id = $1 AND revoked_at IS NULL',
        [tenantId],
      );
      if (active.some((row) => nameKey(row.name) === nameKey(name))) throw new DomainError('#API_KEY_NAME_TAKEN');
      const key = `${keyPrefix}${newCode()}`;
      const prefix = key.slice(0, keyPrefix.length + 6);
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO tenant_api_keys (tenant_id, name, prefix, key_hash, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [tenantId, name, prefix, hashCode(key), createdBy, this.now()],
      );
      return { id: row!.id, name, prefix, key };
    });
  }

  async revoke(tenantId: string, id: string): Promise<string> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new DomainError('#API_KEY_NOT_FOUND');
    const [row] = await this.db.query<{ name: string }>(
      'UPDATE tenant_api_keys SET revoked_at = $3 WHERE tenant_id = $1 AND id = $2 AND revoked_at IS NULL RETURNING name',
      [tenantId, id, this.now()],
    );
    if (!row) throw new DomainError('#API_KEY_NOT_FOUND');
    return row.name;
  }

  /** The live key's name for a presented key of this tenant, or 401 #INVALID_API_KEY. */
  async authenticate(tenantId: string, key: string): Promise<string> {
    const [row] = await this.db.query<{ name: string }>(
      `UPDATE tenant_api_keys SET last_used_at = $3 WHERE tenant_id = $1 AND key_hash = $2 AND revoked_at IS NULL RETURNING name`,
      [tenantId, hashCode(key), this.now()],
    );
    if (!row) throw new DomainError('#INVALID_API_KEY');
    return row.name;
  }
}
