import { TenantDocument } from '../../schemas/tenant';
import { compileSchema } from '../../schemas/validator';
import type { Queryable } from '../db/db';

const validator = compileSchema<TenantDocument>(TenantDocument);

/** A loaded tenant: its validated document. */
export interface Tenant {
  id: string;
  document: TenantDocument;
}

export function validateTenantDocument(value: unknown, origin: string): TenantDocument {
  if (!validator.check(value)) throw new Error(`Configuração de empresa inválida (${origin}): ${validator.describe()}`);
  return value;
}

/** Tenants by id and by domain, loaded from the tenants table and validated at load. */
export class TenantRegistry {
  private byId = new Map<string, Tenant>();
  private byDomain = new Map<string, Tenant>();

  /** `reveal` turns a stored document into the one the server works with (its secrets decrypted). */
  constructor(
    private readonly db: Queryable,
    private readonly reveal: (document: unknown) => unknown = (d) => d,
  ) {}

  async reload(): Promise<void> {
    const rows = await this.db.query<{ tenant_id: string; document: unknown }>(
      'SELECT tenant_id, document FROM tenants ORDER BY tenant_id',
    );
    const byId = new Map<string, Tenant>();
    const byDomain = new Map<string, Tenant>();
    for (const row of rows) {
      const document = validateTenantDocument(this.reveal(row.document), row.tenant_id);
      const tenant = { id: row.tenant_id, document };
      byId.set(tenant.id, tenant);
      for (const domain of document.company.domain) byDomain.set(domain.toLowerCase(), tenant);
    }
    this.byId = byId;
    this.byDomain = byDomain;
  }

  get(id: string): Tenant | undefined {
    return this.byId.get(id);
  }

  /** Any host containing 'localhost' is tenant `local`; otherwise the tenant listing the domain. */
  forHostname(hostname: string): Tenant | undefined {
    if (hostname.includes('localhost')) return this.byId.get('local');
    return this.byDomain.get(hostname);
  }

  all(): Tenant[] {
    return [...this.byId.values()];
  }
}
