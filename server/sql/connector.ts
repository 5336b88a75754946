/** Runs read-only SQL with bound parameters on a tenant's data source, within a time limit. */
export interface ConnectorRunner {
  /** The rows of one statement; NoRowsListError when the statement has no column list (SET, DO ...). */
  run(sql: string, params: unknown[], timeoutMs: number): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** Thrown when a query runs past its time limit; the route turns it into 504 #QUERY_TIMEOUT. */
export class QueryTimeoutError extends Error {
  constructor() {
    super('query timeout');
    this.name = 'QueryTimeoutError';
  }
}

/** Thrown when a statement returns no rows list (SPEC §8 #ERRO_RESULT_SQL). */
export class NoRowsListError extends Error {
  constructor() {
    super('no rows list');
    this.name = 'NoRowsListError';
  }
}

/** SQLSTATE 25006: a write inside a READ ONLY transaction. */
export const readOnlyViolation = '25006';
