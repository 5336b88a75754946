import type { FastifyInstance } from 'fastify';

type State = { state: string } | undefined;
const stateOf = async (app: FastifyInstance, jobId: string): Promise<State> =>
  (await app.db.query<{ state: string }>('SELECT state FROM jobs WHERE id = $1', [jobId]))[0];

/**
 * Resolves once the job's state passes `done(state)`: on the runner's event for that job (or at once when the
 * table already shows it), rejecting after `boundMs`. No polling and no sleeping.
 */
function awaitJob(app: FastifyInstance, jobId: string, event: 'running' | 'settled', done: (s: State) => boolean, boundMs: number) {
  const runner = app.jobs;
  return new Promise<void>((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(bound);
      runner.events.off(event, onEvent);
      if (error) reject(error);
      else resolve();
    };
    const check = () => stateOf(app, jobId).then((s) => done(s) && finish(), finish);
    const onEvent = (id: string) => id === jobId && void check();
    const bound = setTimeout(() => finish(new Error(`job ${jobId}: no '${event}' within ${boundMs} ms`)), boundMs);
    runner.events.on(event, onEvent);
    void check();
  });
}

/** The job has an outcome (done or failed), at most `boundMs` from now. */
export const jobFinished = (app: FastifyInstance, jobId: string, boundMs = 20_000) =>
  awaitJob(app, jobId, 'settled', (s) => s !== undefined && s.state !== 'queued' && s.state !== 'running', boundMs);

/** A runner has claimed the job, at most `boundMs` from now. */
export const jobRunning = (app: FastifyInstance, jobId: string, boundMs = 20_000) =>
  awaitJob(app, jobId, 'running', (s) => s !== undefined && s.state !== 'queued', boundMs);

/**
 * A gate the test controls on the app's data sources: a statement containing `marker` waits until release()
 * (instead of a query that sleeps for real). Holds for this app instance only (a restarted app is ungated).
 */
export function gateConnectors(app: FastifyInstance, marker: string) {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const registry = app.connectors;
  const runner = registry.runner.bind(registry);
  // A call held across a restart must not reach this (closed) app's connectors afterwards: reopening its embedded
  // ERP would share the data directory with the new app's. It fails as a cut-off process's call would.
  let closed = false;
  const close = registry.close.bind(registry);
  registry.close = () => {
    closed = true;
    return close();
  };
  registry.runner = (connector) => {
    const inner = runner(connector);
    return {
      run: async (sql, params, timeoutMs) => {
        if (sql.includes(marker)) await opened;
        if (closed) throw new Error('the app closed while this call was held');
        return inner.run(sql, params, timeoutMs);
      },
      close: () => inner.close(),
    };
  };
  return { release };
}
