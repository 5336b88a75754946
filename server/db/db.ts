/** What a query runner offers: rows back, parameters always bound ($1, $2 ...), never spliced. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** The server's storage: PGlite (embedded, default) or a pg.Pool (DATABASE_URL). One SQL dialect. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN/COMMIT (ROLLBACK when it throws). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements of trusted SQL text (migrations only). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Connections of the pool: open, idle, callers waiting for one (PGlite: one connection, never waiting). */
  poolStats?(): { total: number; idle: number; waiting: number };
}
