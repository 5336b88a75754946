import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Connector } from '../../schemas/tenant';
import type { ConnectorRunner } from './connector';
import { mariadbConnector } from './mariadb-connector';
import { mariadbKey } from './mariadb-options';
import type { PlaceholderDialect } from './named-query';
import { pgConnector } from './pg-connector';
import { pgliteConnector } from './pglite-connector';

/**
 * Opens each data source once, on first use: type 'pglite' is an embedded database in DATA_DIR/<database>,
 * created from fixtures/erp/<database>.sql when new (read through a copy of its own in each process when several
 * share DATA_DIR: `sharedDataDir`); type 'postgres' is a pool to its url; type 'mariadb' is a pool to its url or
 * host/port/user/password/database.
 */
export class ConnectorRegistry {
  private readonly runners = new Map<string, ConnectorRunner>();

  constructor(
    private readonly dataDir: string,
    private readonly erpFixturesDir: string,
    private readonly sharedDataDir = false,
  ) {}

  runner(connector: Connector): ConnectorRunner {
    const key = this.key(connector);
    let runner = this.runners.get(key);
    if (!runner) {
      runner = this.open(connector);
      this.runners.set(key, runner);
    }
    return runner;
  }

  /** How the connector's driver takes bound parameters. */
  dialect(connector: Connector): PlaceholderDialect {
    return connector.type === 'mariadb' ? 'mysql' : 'postgres';
  }

  private key(connector: Connector): string {
    if (connector.type === 'pglite') return `pglite:${connector.database}`;
    if (connector.type === 'postgres') return `postgres:${connector.url}`;
    return mariadbKey(connector);
  }

  private open(connector: Connector): ConnectorRunner {
    if (connector.type === 'pglite') return this.openPglite(connector.database);
    if (connector.type === 'postgres') return pgConnector(connector.url);
    return mariadbConnector(connector);
  }

  private openPglite(database: string): ConnectorRunner {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(database)) throw new Error(`Nome de base inválido: ${database}`);
    const initSql = path.join(this.erpFixturesDir, `${database}.sql`);
    return pgliteConnector(path.join(this.dataDir, database), existsSync(initSql) ? initSql : undefined, { privateCopy: this.sharedDataDir });
  }

  async close(): Promise<void> {
    const all = [...this.runners.values()];
    this.runners.clear();
    await Promise.all(all.map((r) => r.close()));
  }
}
