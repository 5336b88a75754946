import type { PoolOptions } from 'mysql2';
import type { MariadbConnector } from '../../schemas/tenant';

/** Where a `mariadb` connector points: its url (mysql:// or mariadb://) or its parts. */
export function mariadbTarget(connector: MariadbConnector): { host: string; port: number; user: string; password: string; database: string } {
  if ('url' in connector) {
    const url = new URL(connector.url);
    return {
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: decodeURIComponent(url.pathname.replace(/^\//, '')),
    };
  }
  return { host: connector.host, port: connector.port ?? 3306, user: connector.user, password: connector.password ?? '', database: connector.database };
}

/** One pool per data source: tenants that name the same server, account and database share it. */
export function mariadbKey(connector: MariadbConnector): string {
  return `mariadb:${JSON.stringify(mariadbTarget(connector))}`;
}

/**
 * Pool options: one statement per call (no multipleStatements), a bounded connect time, UTC date-times and
 * DATE columns as 'YYYY-MM-DD' text (no time-zone drift), DECIMAL as text like PostgreSQL's numeric, and a
 * bounded prepared-statement cache (the server's max_prepared_stmt_count is global).
 */
export function mariadbPoolOptions(connector: MariadbConnector): PoolOptions {
  return {
    ...mariadbTarget(connector),
    connectionLimit: 5,
    maxIdle: 5,
    idleTimeout: 60_000,
    connectTimeout: 10_000,
    multipleStatements: false,
    timezone: 'Z',
    dateStrings: ['DATE'],
    maxPreparedStatements: 256,
    enableKeepAlive: true,
  };
}
