import { Worker } from 'node:worker_threads';
import { NoRowsListError, QueryTimeoutError, type ConnectorRunner } from './connector';

type Pending = { resolve: (rows: Record<string, unknown>[]) => void; reject: (e: Error) => void };

/** An embedded ERP database in a worker thread; a timed-out query is cancelled by ending the worker. */
export function pgliteConnector(dataDir: string, initSqlFile?: string): ConnectorRunner {
  let worker: Worker | undefined;
  let ready: Promise<void> | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function start(): Promise<void> {
    const w = new Worker(new URL('./erp-pglite-worker.mjs', import.meta.url), { workerData: { dataDir, initSqlFile } });
    worker = w;
    ready = new Promise((resolve, reject) => {
      w.once('error', reject);
      w.on('message', (msg: { ready?: boolean; id?: number; rows?: Record<string, unknown>[]; noRows?: boolean; error?: { message: string } }) => {
        if (msg.ready) return resolve();
        const p = pending.get(msg.id ?? 0);
        if (!p) return;
        pending.delete(msg.id ?? 0);
        if (msg.error) p.reject(Object.assign(new Error(msg.error.message), msg.error));
        else if (msg.noRows) p.reject(new NoRowsListError());
        else p.resolve(msg.rows ?? []);
      });
    });
    return ready;
  }

  async function stop(reason: Error) {
    const w = worker;
    worker = undefined;
    ready = undefined;
    for (const p of pending.values()) p.reject(reason);
    pending.clear();
    if (w) await w.terminate();
  }

  return {
    async run(sql, params, timeoutMs) {
      await (worker && ready ? ready : start());
      const id = nextId++;
      const result = new Promise<Record<string, unknown>[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
      });
      worker?.postMessage({ id, sql, params });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new QueryTimeoutError());
          void stop(new QueryTimeoutError());
        }, timeoutMs);
      });
      try {
        return await Promise.race([result, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => stop(new Error('connector closed')),
  };
}
