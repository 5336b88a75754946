// The bench server's tenant fixtures: the demo tenants, the generated tenant, and (when a PostgreSQL ERP is
// there) tenant local's summary query on it too, so one server answers every figure.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TenantDocument } from '../schemas/tenant';
import { tenantFixturesDir } from '../server/paths';

/** The summary figure's named query (tenant local), and its copy on the PostgreSQL ERP. */
export const summaryQuery = 'titulos-abertos';
export const summaryQueryPg = 'titulos-abertos-pg';

export function writeBenchFixtures(generated: TenantDocument, pgErpUrl: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-fixtures-'));
  cpSync(tenantFixturesDir, dir, { recursive: true });
  writeFileSync(join(dir, `${generated.company.id}.json`), JSON.stringify(generated));
  if (pgErpUrl) {
    const file = join(dir, 'local.json');
    const local = JSON.parse(readFileSync(file, 'utf8')) as TenantDocument;
    const summary = local.server.queries?.[summaryQuery];
    if (!summary) throw new Error(`tenant local has no query ${summaryQuery}`);
    local.server.connectors = { ...local.server.connectors, pgerp: { type: 'postgres', url: pgErpUrl } };
    local.server.queries = { ...local.server.queries, [summaryQueryPg]: { ...summary, connector: 'pgerp' } };
    writeFileSync(file, JSON.stringify(local));
  }
  return dir;
}
