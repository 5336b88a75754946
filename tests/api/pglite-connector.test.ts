import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { erpFixturesDir } from '../../server/paths';
import { pgliteConnector } from '../../server/sql/pglite-connector';

const initSql = path.join(erpFixturesDir, 'erp-demo.sql');
const opensWithinMs = 120_000;

/**
 * An embedded ERP (type 'pglite') in DATA_DIR is shared by every server process of a cluster (WORKERS > 1), and
 * PGlite is one process's database: each process then reads its own copy, made from a database built once.
 */
describe('embedded ERP database (pglite connector)', () => {
  let dataRoot: string;
  let dir: string;
  beforeEach(() => {
    dataRoot = mkdtempSync(path.join(os.tmpdir(), 'erp-connector-'));
    dir = path.join(dataRoot, 'erp-demo');
  });
  afterEach(() => rmSync(dataRoot, { recursive: true, force: true }));

  it('two readers (as two server processes) opening a new database at once both read it fully built, each from its own copy', async () => {
    const a = pgliteConnector(dir, initSql, { privateCopy: true });
    const b = pgliteConnector(dir, initSql, { privateCopy: true });
    try {
      const [ra, rb] = await Promise.all([
        a.run('SELECT count(*)::int AS n FROM titulos', [], opensWithinMs),
        b.run('SELECT count(*)::int AS n FROM titulos', [], opensWithinMs),
      ]);
      expect(ra[0]?.n).toBeGreaterThan(0);
      expect(rb).toEqual(ra);
      // The shared database is closed and whole; each reader's copy sits next to it until it closes.
      expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
      expect(readdirSync(dataRoot).filter((name) => name.startsWith('erp-demo.process-'))).toHaveLength(2);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    expect(readdirSync(dataRoot).sort()).toEqual(['erp-demo']);
  });

  it('a build cut short by a crash leaves no database: the next start builds it whole and sweeps the leftovers', async () => {
    // What a process killed while building (or while holding a copy) leaves behind: pid 2^22+1 is above Linux's
    // pid_max, so no live process has it. In a container a restarted server often has its old pid again: what that
    // pid left and no thread of this process holds is a leftover too.
    const deadPid = 4_194_305;
    for (const leftover of [`erp-demo.init-${deadPid}-1`, `erp-demo.process-${deadPid}-3`, `erp-demo.process-${process.pid}-9999`]) {
      mkdirSync(path.join(dataRoot, leftover));
      writeFileSync(path.join(dataRoot, leftover, 'PG_VERSION'), '17\n');
    }
    const erp = pgliteConnector(dir, initSql);
    try {
      expect((await erp.run('SELECT count(*)::int AS n FROM titulos', [], opensWithinMs))[0]?.n).toBeGreaterThan(0);
    } finally {
      await erp.close();
    }
    expect(readdirSync(dataRoot).sort()).toEqual(['erp-demo']);
  });

  it('a copy reads what the database holds, and refuses a write as the database does', async () => {
    const builder = pgliteConnector(dir, initSql);
    await builder.run('SELECT 1 AS one', [], opensWithinMs);
    await builder.close();
    const reader = pgliteConnector(dir, initSql, { privateCopy: true });
    try {
      const rows = await reader.run("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'titulos'", [], opensWithinMs);
      expect(rows).toEqual([{ n: 1 }]);
      // Read-only, as every named query: a write is refused in the copy as in the database.
      await expect(reader.run('CREATE TABLE x (id int)', [], opensWithinMs)).rejects.toThrow(/read-only/);
    } finally {
      await reader.close();
    }
  });
});
