// Holds one embedded ERP database (PGlite) off the main thread: a query blocks only this thread, and the
// main thread can cancel a query that runs past its timeout by terminating the worker.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, initSqlFile } = workerData;
const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
mkdirSync(path.dirname(dataDir), { recursive: true });
const db = await PGlite.create(dataDir, { relaxedDurability: false });
if (fresh && initSqlFile) await db.exec(readFileSync(initSqlFile, 'utf8'));
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
