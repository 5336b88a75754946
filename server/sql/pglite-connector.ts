import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { NoRowsListError, QueryTimeoutError, type ConnectorRunner } from './connector';

type Pending = { resolve: (rows: Record<string, unknown>[]) => void; reject: (e: Error) => void };

export type PgliteOptions = {
  /** Read a private copy of the database instead of opening it (one of several processes sharing DATA_DIR). */
  privateCopy?: boolean;
};

/** Where one thread of this process builds a new database and keeps its copy: `<dir>.init|process-<pid>-<n>`. */
type ThreadDirs = { buildDir: string; copyDir: string };

let threadsStarted = 0;
/** The directories of this process's running threads (a leftover may bear this pid: a container's pid repeats). */
const liveDirs = new Set<string>();

function threadDirs(dataDir: string): ThreadDirs {
  const own = `${process.pid}-${++threadsStarted}`;
  return { buildDir: `${dataDir}.init-${own}`, copyDir: `${dataDir}.process-${own}` };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The builds and copies beside `dataDir` that no running thread owns: their process no longer runs (killed before
 * it could remove them), or it is this process (the same pid after a restart) and none of its threads holds them.
 */
function leftoversNoThreadOwns(dataDir: string): string[] {
  const parent = path.dirname(dataDir);
  const prefix = `${path.basename(dataDir)}.`;
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return [];
  }
  const leftovers: string[] = [];
  for (const name of names) {
    const match = /^(?:init|process)-(\d+)-\d+$/.exec(name.startsWith(prefix) ? name.slice(prefix.length) : '');
    if (!match) continue;
    const dir = path.join(parent, name);
    const pid = Number(match[1]);
    if (pid === process.pid ? !liveDirs.has(dir) : !alive(pid)) leftovers.push(dir);
  }
  return leftovers;
}

/**
 * An embedded ERP database in a worker thread (erp-pglite-worker.mjs: built once, or copied for this process);
 * a timed-out query is cancelled by ending the worker.
 */
export function pgliteConnector(dataDir: string, initSqlFile?: string, options: PgliteOptions = {}): ConnectorRunner {
  let worker: Worker | undefined;
  let ready: Promise<void> | undefined;
  /** The running thread's directories: its copy, or a build it was making. */
  let ownDirs: string[] = [];
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function start(): Promise<void> {
    const { buildDir, copyDir } = threadDirs(dataDir);
    const w = new Worker(new URL('./erp-pglite-worker.mjs', import.meta.url), {
      workerData: {
        dataDir,
        initSqlFile,
        buildDir,
        copyDir: options.privateCopy === true ? copyDir : undefined,
        leftovers: leftoversNoThreadOwns(dataDir),
      },
    });
    worker = w;
    ownDirs = [copyDir, buildDir];
    for (const dir of ownDirs) liveDirs.add(dir);
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
    const dirs = ownDirs;
    worker = undefined;
    ownDirs = [];
    ready = undefined;
    for (const p of pending.values()) p.reject(reason);
    pending.clear();
    if (!w) return;
    await w.terminate();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    for (const dir of dirs) liveDirs.delete(dir);
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
