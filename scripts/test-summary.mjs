// The closing summary of `npm test` (scripts/test.mjs): adds up vitest JSON reports and names every skipped test.
import { relative } from 'node:path';

/** Fresh totals for one run. */
export function emptyTotals() {
  return { passed: 0, failed: 0, skipped: 0, skippedTests: [] };
}

const skippedStatuses = new Set(['pending', 'skipped', 'todo']);

/** Adds one vitest JSON report to `totals`; `ok` is the phase's exit status (a crashed suite counts as a failure). */
export function addReport(totals, report, ok, cwd = process.cwd()) {
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (!skippedStatuses.has(test.status)) continue;
      const title = test.fullName || [...(test.ancestorTitles ?? []), test.title].join(' > ');
      totals.skippedTests.push(`${relative(cwd, file.name)} > ${title}`);
    }
  }
  if (!ok && (report.numFailedTests ?? 0) === 0) totals.failed += 1;
}

/** The closing lines: which phases failed (or all passed), the counts, and the skipped tests by file and title. */
export function summaryLines(totals, failedPhases) {
  const lines = [failedPhases.length ? `Failed phases: ${failedPhases.join(', ')}` : 'All phases passed.'];
  if (totals.skippedTests.length) {
    lines.push('Skipped:');
    for (const name of totals.skippedTests) lines.push(`  - ${name}`);
  }
  lines.push(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  return lines;
}
