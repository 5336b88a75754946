// Holds one embedded ERP database (PGlite) off the main thread: a query blocks only this thread, and the
// main thread can cancel a query that runs past its timeout by terminating the worker.
//
// A new database is built beside its place (in `buildDir`), closed, then renamed into place: a process killed
// while building leaves no half-built database, and of two processes building at once one wins the rename and the
// other drops its build. PGlite is one process's database, so given a `copyDir` (the server's cluster workers,
// which share DATA_DIR) this thread never opens the shared database: it copies it, closed, to `copyDir` and reads
// the copy (named queries are read-only, so every copy stays the same as the database). pglite-connector.ts names
// both directories, removes them when it ends this thread, and lists the leftovers no running thread owns (a killed
// process's), which this thread removes before it starts.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, initSqlFile, buildDir, copyDir, leftovers } = workerData;

const built = (dir) => existsSync(path.join(dir, 'PG_VERSION'));

for (const leftover of leftovers) rmSync(leftover, { recursive: true, force: true });

if (!built(dataDir)) {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  rmSync(buildDir, { recursive: true, force: true });
  const db = await PGlite.create(buildDir, { relaxedDurability: false });
  try {
    if (initSqlFile) await db.exec(readFileSync(initSqlFile, 'utf8'));
  } finally {
    await db.close();
  }
  try {
    renameSync(buildDir, dataDir);
  } catch (error) {
    rmSync(buildDir, { recursive: true, force: true });
    // Another process's build won the rename; anything else in the way is not a database to read.
    if (!['ENOTEMPTY', 'EEXIST'].includes(error?.code) || !built(dataDir)) throw error;
  }
}
if (copyDir) {
  rmSync(copyDir, { recursive: true, force: true });
  cpSync(dataDir, copyDir, { recursive: true });
}
const db = await PGlite.create(copyDir ?? dataDir, { relaxedDurability: false });
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
