import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TenantDocument } from '../../schemas/tenant';
import { erpFixturesDir } from '../../server/paths';
import { call, local } from './requests';

/** Changes a stored tenant document (test-only queries and connectors) and reloads the registry. */
export async function patchTenant(app: FastifyInstance, tenantId: string, change: (doc: TenantDocument) => void) {
  const [row] = await app.db.query<{ document: TenantDocument }>('SELECT document FROM tenants WHERE tenant_id = $1', [tenantId]);
  const doc = row!.document;
  change(doc);
  await app.db.query('UPDATE tenants SET document = $1 WHERE tenant_id = $2', [JSON.stringify(doc), tenantId]);
  await app.tenants.reload();
}

/** A PostgreSQL database loaded with fixtures/erp/erp-demo.sql, for the `postgres` connector; drop() removes it. */
export async function createPostgresErp(adminUrl: string) {
  const name = `erp_api_${randomBytes(6).toString('hex')}`;
  const admin = async (url: string, sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(url.toString(), readFileSync(path.join(erpFixturesDir, 'erp-demo.sql'), 'utf8'));
  return {
    url: url.toString(),
    query: async (sql: string) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql)).rows as Record<string, unknown>[];
      } finally {
        await client.end();
      }
    },
    drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

type SqlOptions = { query?: string; method?: 'GET' | 'POST'; payload?: object; headers?: Record<string, string>; host?: string; tenant?: string };

/** Calls the named-query route of tenant local (or `tenant`/`host`) with a session code. */
export function sqlCall(app: FastifyInstance, name: string, code: string, o: SqlOptions = {}) {
  return call(app, {
    method: o.method ?? 'GET',
    url: `/remotesql/v1/session/app/${o.tenant ?? 'local'}/sql/${encodeURIComponent(name)}${o.query ?? ''}`,
    host: o.host ?? local.host,
    headers: { code, ...o.headers },
    ...(o.payload ? { payload: o.payload } : {}),
  });
}
