// `npm run replay [file ...]`: replays the given fixtures (default: all), prints a tick or the failures per
// fixture, then (for a full run) the transition coverage of every machine and 'N passed, N failed'.
import { resolve } from 'node:path';
import { machineRegistry } from '../../machines/registry';
import { transitionCoverage } from '../../machines/replay/coverage';
import type { ReplayResult } from '../../machines/replay/replay';
import type { ReplayFixture } from '../../schemas/replay-fixture';
import { displayName, fixtureFiles } from './fixture-files';
import type { ReportEntry } from './report-html';
import { loadFixture, replayFixture } from './replay';

// --report DIR (HTML report), --base-url URL (portal to screenshot; default: one started like the e2e setup),
// --no-screenshots; every other argument is a fixture file.
const args = process.argv.slice(2);
const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const reportDir = valueOf('--report');
const baseUrl = valueOf('--base-url');
const chosen = args.filter((arg, i) => !arg.startsWith('--') && !['--report', '--base-url'].includes(args[i - 1] ?? ''));
const files = chosen.length > 0 ? chosen.map((f) => resolve(f)) : fixtureFiles();
const results: ReplayResult[] = [];
const entries: ReportEntry[] = [];
let passed = 0;
let failed = 0;
for (const file of files) {
  let failures: string[];
  let fixture: ReplayFixture | undefined;
  let result: ReplayResult | undefined;
  try {
    fixture = loadFixture(file);
    result = await replayFixture(fixture);
    results.push(result);
    failures = result.failures;
  } catch (error) {
    failures = [error instanceof Error ? error.message : String(error)];
  }
  entries.push({ name: displayName(file), fixture, result, failures });
  if (failures.length === 0) {
    passed++;
    console.log(`✓ ${displayName(file)}`);
  } else {
    failed++;
    console.log(`✗ ${displayName(file)}\n${failures.map((f) => `    ${f}`).join('\n')}`);
  }
}
if (chosen.length === 0) {
  console.log('\nTransition coverage (guarded branches one by one):');
  for (const machine of transitionCoverage(machineRegistry, results)) {
    const excused = machine.unreachable.length ? ` (+${machine.unreachable.length} unreachable, explained)` : '';
    console.log(`  ${machine.machine.padEnd(22)} ${machine.covered}/${machine.total}${excused}`);
    for (const missing of machine.missing) console.log(`      not taken: ${missing.key}${missing.guard ? ` [${missing.guard}]` : ''}`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
if (reportDir) {
  const { writeReport } = await import('./report');
  const report = await writeReport(entries, transitionCoverage(machineRegistry, results), {
    dir: resolve(reportDir),
    screenshots: !args.includes('--no-screenshots'),
    baseUrl,
  });
  console.log(`Report: ${report.file} (${report.shots} screenshots)`);
}
process.exitCode = failed > 0 ? 1 : 0;
