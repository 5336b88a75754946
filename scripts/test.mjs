// `npm test`: every check the README promises, in order, with one closing summary line.
// lint -> typecheck -> schema freshness -> unit + replay -> API (PGlite, and PostgreSQL when a server answers)
// -> e2e in Chromium. Each vitest phase writes a JSON report that the summary adds up.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { addReport, emptyTotals, summaryLines } from './test-summary.mjs';

const reportDir = join(process.cwd(), '.tmp', 'test-reports');
mkdirSync(reportDir, { recursive: true });
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const totals = emptyTotals();
const failures = [];

function run(label, cmd, args) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  const ok = r.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : `FAILED (exit ${r.status ?? r.signal})`} in ${secs}s`);
  if (!ok) failures.push(label);
  return ok;
}

function vitest(label, projects) {
  const out = join(reportDir, `${label}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const ok = run(label, npx, args);
  if (existsSync(out)) {
    addReport(totals, JSON.parse(readFileSync(out, 'utf8')), ok); // a suite that crashed before its tests ran counts as failed
  } else if (!ok) totals.failed += 1;
}

run('lint', npx, ['eslint', '.', '--max-warnings=0']);
run('typecheck', npx, ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('schemas', npx, ['tsx', 'schemas/generate.ts', '--check']);
vitest('unit', ['unit', 'replay']);
vitest('api', ['api']);
vitest('e2e', ['e2e']);

console.log('\n' + summaryLines(totals, failures).join('\n'));
process.exit(failures.length ? 1 : 0);
