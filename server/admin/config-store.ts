import { formatDateTime } from '../../domain/dates';
import { DomainError } from '../../domain/domain-error';
import { tenantConfigMessages } from '../../domain/messages/tenant-config';
import type { ConfigVersion, ConfigVersionInfo, TenantConfig } from '../../schemas/admin-config';
import type { Db, Queryable } from '../db/db';
import { mapSecrets } from './config-secrets';
import { SecretCipher } from './secret-cipher';

/** A PostgreSQL unique violation (SQLSTATE 23505), from pg or PGlite. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

type VersionRow = { version: number; author: string; comment: string; created_at: Date; document?: TenantConfig };

const info = (row: VersionRow): ConfigVersionInfo => ({
  version: row.version,
  author: row.author,
  time: row.created_at.toISOString(),
  comment: row.comment,
});

/** What a publish needs: the document (secrets in plain text), who, why, and the version it was edited from. */
export type PublishRequest = { document: TenantConfig; author: string; comment: string; expectedVersion?: number };

/**
 * Tenant configs as versions (issue 9). `tenants.document` is the published version; every save adds a row to
 * tenant_config_versions. Secrets are encrypted at rest and handed out decrypted (the API masks them).
 */
export class ConfigStore {
  constructor(
    private readonly db: Db,
    private readonly cipher: SecretCipher,
    private readonly now: () => Date,
  ) {}

  private seal<T>(document: T): T {
    return mapSecrets(document, (v) => (SecretCipher.isEncrypted(v) ? v : this.cipher.encrypt(v)));
  }

  open<T>(document: T): T {
    return mapSecrets(document, (v) => this.cipher.decrypt(v));
  }

  async current(tenantId: string): Promise<ConfigVersion> {
    const [row] = await this.db.query<{ version: number }>('SELECT version FROM tenants WHERE tenant_id = $1', [tenantId]);
    if (!row) throw new DomainError('#TENANT_NOT_FOUND');
    return this.get(tenantId, row.version);
  }

  async get(tenantId: string, version: number): Promise<ConfigVersion> {
    const [row] = await this.db.query<VersionRow>(
      `SELECT version, author, comment, created_at, document FROM tenant_config_versions WHERE tenant_id = $1 AND version = $2`,
      [tenantId, version],
    );
    if (!row) throw new DomainError('#CONFIG_VERSION_NOT_FOUND');
    return { ...info(row), document: this.open(row.document as TenantConfig) };
  }

  async list(tenantId: string): Promise<ConfigVersionInfo[]> {
    const rows = await this.db.query<VersionRow>(
      'SELECT version, author, comment, created_at FROM tenant_config_versions WHERE tenant_id = $1 ORDER BY version DESC',
      [tenantId],
    );
    return rows.map(info);
  }

  /** Saves a new version and makes it the published one; 412 when someone saved since `expectedVersion`. */
  async publish(tenantId: string, request: PublishRequest): Promise<ConfigVersion> {
    return this.db.transaction(async (tx) => {
      const [tenant] = await tx.query<{ version: number }>('SELECT version FROM tenants WHERE tenant_id = $1 FOR UPDATE', [tenantId]);
      if (!tenant) throw new DomainError('#TENANT_NOT_FOUND');
      if (request.expectedVersion !== undefined && request.expectedVersion !== tenant.version) {
        throw await this.conflict(tx, tenantId, tenant.version);
      }
      return this.insertVersion(tx, tenantId, tenant.version + 1, request);
    });
  }

  /** A brand-new tenant: its row and version 1, in the caller's transaction. */
  async create(tx: Queryable, request: PublishRequest): Promise<ConfigVersion> {
    const id = request.document.company.id;
    try {
      await tx.query('INSERT INTO tenants (tenant_id, document, domains, version) VALUES ($1, $2, $3, 0)', [id, '{}', []]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('#TENANT_EXISTS');
      throw error;
    }
    return this.insertVersion(tx, id, 1, request);
  }

  /** The tenant's domains in tenant_domains, whose primary key lets only one tenant hold a domain. */
  private async claimDomains(tx: Queryable, tenantId: string, domains: readonly string[]): Promise<void> {
    await tx.query('DELETE FROM tenant_domains WHERE tenant_id = $1', [tenantId]);
    for (const [i, domain] of domains.entries()) {
      try {
        await tx.query('INSERT INTO tenant_domains (domain, tenant_id) VALUES ($1, $2)', [domain.toLowerCase(), tenantId]);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const problem = { path: `/company/domain/${i}`, message: tenantConfigMessages.rules.domainTaken(domain), severity: 'error' };
        throw new DomainError('#CONFIG_INVALID', undefined, { body: { errors: [problem] } });
      }
    }
  }

  private async insertVersion(tx: Queryable, tenantId: string, version: number, request: PublishRequest): Promise<ConfigVersion> {
    const { $schema: _schema, ...document } = request.document;
    const sealed = JSON.stringify(this.seal(document));
    const time = this.now();
    await this.claimDomains(tx, tenantId, document.company.domain);
    await tx.query(
      `INSERT INTO tenant_config_versions (tenant_id, version, document, author, comment, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [tenantId, version, sealed, request.author, request.comment, time],
    );
    await tx.query('UPDATE tenants SET document = $2, domains = $3, version = $4, updated_at = $5 WHERE tenant_id = $1', [
      tenantId, sealed, document.company.domain, version, time,
    ]);
    return { version, author: request.author, time: time.toISOString(), comment: request.comment, document: document as TenantConfig };
  }

  private async conflict(tx: Queryable, tenantId: string, version: number): Promise<DomainError> {
    const [row] = await tx.query<VersionRow>(
      'SELECT version, author, comment, created_at FROM tenant_config_versions WHERE tenant_id = $1 AND version = $2',
      [tenantId, version],
    );
    const current = row ? info(row) : { version, author: '?', time: '', comment: '' };
    const message = tenantConfigMessages.errors.conflict(current.author, current.version, formatDateTime(current.time) || '?');
    return new DomainError('#CONFIG_VERSION_CONFLICT', message, { body: { current } });
  }

  /**
   * At start-up: a tenant the fixtures seeded (or a data directory from before versions) gets its version 1;
   * secrets still in plain text, or under a previous key, are encrypted with the current key.
   */
  async prepare(): Promise<void> {
    const tenants = await this.db.query<{ tenant_id: string; version: number; document: TenantConfig }>(
      'SELECT tenant_id, version, document FROM tenants ORDER BY tenant_id',
    );
    for (const tenant of tenants) {
      if (tenant.version === 0) {
        const m = tenantConfigMessages.versions;
        await this.db.transaction((tx) =>
          this.insertVersion(tx, tenant.tenant_id, 1, { document: this.open(tenant.document), author: m.initialAuthor, comment: m.initialComment }),
        );
      }
    }
    await this.reseal();
  }

  /** Re-encrypts every stored secret that is plain or under a previous key (CONFIG_SECRET_KEY rotation). */
  private async reseal(): Promise<void> {
    const needs = (doc: unknown) => {
      let stale = false;
      mapSecrets(doc, (v) => {
        if (!SecretCipher.isEncrypted(v) || this.cipher.isStale(v)) stale = true;
        return v;
      });
      return stale;
    };
    const reseal = (doc: unknown) => JSON.stringify(this.seal(this.open(doc)));
    for (const t of await this.db.query<{ tenant_id: string; document: unknown }>('SELECT tenant_id, document FROM tenants')) {
      if (needs(t.document)) await this.db.query('UPDATE tenants SET document = $2 WHERE tenant_id = $1', [t.tenant_id, reseal(t.document)]);
    }
    const versions = await this.db.query<{ tenant_id: string; version: number; document: unknown }>(
      'SELECT tenant_id, version, document FROM tenant_config_versions',
    );
    for (const v of versions) {
      if (needs(v.document)) {
        await this.db.query('UPDATE tenant_config_versions SET document = $3 WHERE tenant_id = $1 AND version = $2', [
          v.tenant_id, v.version, reseal(v.document),
        ]);
      }
    }
  }
}
