// Holds one embedded ERP database (PGlite) off the main thread: a query blocks only this thread, and the
// main thread can cancel a query that runs past its timeout by terminating the worker.
//
// A new database is built beside its place (`<dir>.init-<pid>-<thread>`), closed, then renamed into place: a
// process killed while building leaves no half-built database, and of two processes building at once one wins the
// rename and the other drops its build. PGlite is one process's database, so with `privateCopy` (the server's
// cluster workers, which share DATA_DIR) this thread never opens the shared database: it copies it, closed, to
// `<dir>.process-<pid>-<thread>` and reads the copy (named queries are read-only, so every copy stays the same as
// the database). The main thread removes the copy (and a build cut short) when it ends this thread; a copy or a
// build whose process is gone (killed) is swept the next time one is made.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, initSqlFile, privateCopy } = workerData;
const own = `${process.pid}-${threadId}`;

const built = (dir) => existsSync(path.join(dir, 'PG_VERSION'));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
}

/** Builds and copies of `dir` left by processes that no longer run. */
function sweepLeftovers(dir) {
  const prefix = `${path.basename(dir)}.`;
  for (const name of readdirSync(path.dirname(dir))) {
    const match = /^(?:init|process)-(\d+)-\d+$/.exec(name.startsWith(prefix) ? name.slice(prefix.length) : '');
    if (match && !alive(Number(match[1]))) rmSync(path.join(path.dirname(dir), name), { recursive: true, force: true });
  }
}

async function ensureBuilt(dir) {
  if (built(dir)) return;
  mkdirSync(path.dirname(dir), { recursive: true });
  sweepLeftovers(dir);
  const building = `${dir}.init-${own}`;
  rmSync(building, { recursive: true, force: true });
  const db = await PGlite.create(building, { relaxedDurability: false });
  try {
    if (initSqlFile) await db.exec(readFileSync(initSqlFile, 'utf8'));
  } finally {
    await db.close();
  }
  try {
    renameSync(building, dir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another process's build won the rename; anything else in the way is not a database to read.
    if (!['ENOTEMPTY', 'EEXIST'].includes(error?.code) || !built(dir)) throw error;
  }
}

await ensureBuilt(dataDir);
let openDir = dataDir;
if (privateCopy) {
  sweepLeftovers(dataDir);
  openDir = `${dataDir}.process-${own}`;
  rmSync(openDir, { recursive: true, force: true });
  cpSync(dataDir, openDir, { recursive: true });
}
const db = await PGlite.create(openDir, { relaxedDurability: false });
parentPort.postMessage({ ready: true });

parentPort.on('message', async ({ id, sql, params }) => {
  try {
    const result = await db.transaction(async (tx) => {
      await tx.exec('SET TRANSACTION READ ONLY');
      return tx.query(sql, params);
    });
    // A statement without a column list (SET, DO ...) has no rows list to hand back.
    if (!result.fields?.length) parentPort.postMessage({ id, noRows: true });
    else parentPort.postMessage({ id, rows: result.rows });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
