import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Connector } from '../../schemas/tenant';
import type { ConnectorRunner } from './connector';
import { pgConnector } from './pg-connector';
import { pgliteConnector } from './pglite-connector';

/**
 * Opens each data source once, on first use: type 'pglite' is an embedded database in DATA_DIR/<database>,
 * created from fixtures/erp/<database>.sql when new; type 'postgres' is a pool to its url.
 */
export class ConnectorRegistry {
  private readonly runners = new Map<string, ConnectorRunner>();

  constructor(
    private readonly dataDir: string,
    private readonly erpFixturesDir: string,
  ) {}

  runner(connector: Connector): ConnectorRunner {
    const key = connector.type === 'pglite' ? `pglite:${connector.database}` : `postgres:${connector.url}`;
    let runner = this.runners.get(key);
    if (!runner) {
      runner = connector.type === 'pglite' ? this.openPglite(connector.database) : pgConnector(connector.url);
      this.runners.set(key, runner);
    }
    return runner;
  }

  private openPglite(database: string): ConnectorRunner {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(database)) throw new Error(`Nome de base inválido: ${database}`);
    const initSql = path.join(this.erpFixturesDir, `${database}.sql`);
    return pgliteConnector(path.join(this.dataDir, database), existsSync(initSql) ? initSql : undefined);
  }

  async close(): Promise<void> {
    const all = [...this.runners.values()];
    this.runners.clear();
    await Promise.all(all.map((r) => r.close()));
  }
}
