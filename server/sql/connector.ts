/** Runs read-only SQL with bound parameters on a tenant's data source, within a time limit. */
export interface ConnectorRunner {
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
