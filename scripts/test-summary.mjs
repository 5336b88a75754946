// The closing summary of `npm test` (scripts/test.mjs): adds up vitest JSON reports and names every failed and
// skipped test, so the last lines of a CI log say what went wrong without scrolling back through the phases.
import { relative } from 'node:path';

/** Fresh totals for one run. */
export function emptyTotals() {
  return { passed: 0, failed: 0, skipped: 0, skippedTests: [], failedTests: [] };
}

const skippedStatuses = new Set(['pending', 'skipped', 'todo']);

/** The first non-empty line of a failure message, without colour codes and short enough for a summary line. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex
  const line = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((l) => l.trim()).find(Boolean) ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * Adds one vitest JSON report to `totals`; `ok` is the phase's exit status. A file that failed outside its tests, or a
 * phase that failed with nothing counted (a crashed suite), counts as a failure.
 */
export function addReport(totals, report, ok, cwd = process.cwd()) {
  const failedBefore = totals.failed;
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const path = relative(cwd, file.name);
    let fileFailures = 0;
    for (const test of file.assertionResults ?? []) {
      const title = test.fullName || [...(test.ancestorTitles ?? []), test.title].join(' > ');
      if (skippedStatuses.has(test.status)) totals.skippedTests.push(`${path} > ${title}`);
      if (test.status !== 'failed') continue;
      fileFailures += 1;
      totals.failedTests.push(`${path} > ${title}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed outside its tests (a hook, an import) has no failed test to name: name the file.
    if (file.status === 'failed' && fileFailures === 0) {
      totals.failedTests.push(`${path}: ${firstLine(file.message)}`);
      totals.failed += 1;
    }
  }
  if (!ok && totals.failed === failedBefore) totals.failed += 1;
}

/** The closing lines: which phases failed (or all passed), the failed and skipped tests by file and title, the counts. */
export function summaryLines(totals, failedPhases) {
  const lines = [failedPhases.length ? `Failed phases: ${failedPhases.join(', ')}` : 'All phases passed.'];
  if (totals.failedTests.length) {
    lines.push('Failed:');
    for (const name of totals.failedTests) lines.push(`  - ${name}`);
  }
  if (totals.skippedTests.length) {
    lines.push('Skipped:');
    for (const name of totals.skippedTests) lines.push(`  - ${name}`);
  }
  lines.push(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  return lines;
}
