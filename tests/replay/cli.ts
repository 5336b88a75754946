// `npm run replay [file ...]`: replays the given fixtures (default: all), prints a tick or the failures per
// fixture, then (for a full run) the transition coverage of every machine and 'N passed, N failed'.
import { resolve } from 'node:path';
import { machineRegistry } from '../../machines/registry';
import { transitionCoverage } from '../../machines/replay/coverage';
import type { ReplayResult } from '../../machines/replay/replay';
import { displayName, fixtureFiles } from './fixture-files';
import { loadFixture, replayFixture } from './replay';

const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const files = chosen.length > 0 ? chosen.map((f) => resolve(f)) : fixtureFiles();
const results: ReplayResult[] = [];
let passed = 0;
let failed = 0;
for (const file of files) {
  let failures: string[];
  try {
    const result = await replayFixture(loadFixture(file));
    results.push(result);
    failures = result.failures;
  } catch (error) {
    failures = [error instanceof Error ? error.message : String(error)];
  }
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
process.exitCode = failed > 0 ? 1 : 0;
