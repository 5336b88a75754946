import pg from 'pg';

/** Advisory lock space of job runners: (jobRunnerLocks, hashtext(runner_id)). */
export const jobRunnerLocks = 7262013;

/**
 * While a job runner lives, it holds a session advisory lock named by its id on a connection of its own. When
 * the process dies (kill -9, a crash, a lost network), PostgreSQL closes that session and frees the lock: the
 * others' sweep sees the lock free and re-queues the dead runner's jobs at once, without waiting for a lease.
 * A lost connection is reopened and the lock taken again.
 */
export class RunnerLiveness {
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly runnerId: string,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Resolves once the lock is held (or the first attempt failed: a retry follows). */
  async start(): Promise<void> {
    await this.hold().catch((error: unknown) => this.again(error));
  }

  private async hold(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5000, keepAlive: true });
    const lost = (error?: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      void client.end().catch(() => undefined);
      this.again(error);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [jobRunnerLocks, this.runnerId]);
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
  }

  private again(error?: unknown): void {
    if (this.closed) return;
    if (error) this.onError(error);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.hold().catch((e: unknown) => this.again(e)), 1000);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
