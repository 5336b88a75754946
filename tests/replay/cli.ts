// `npm run replay [file ...]`: replays the given fixtures (default: all) and prints 'N passed, N failed'.
import { resolve } from 'node:path';
import { displayName, fixtureFiles } from './fixture-files';
import { loadFixture, replayFixture } from './replay';

const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => resolve(f)) : fixtureFiles();
let passed = 0;
let failed = 0;
for (const file of files) {
  let failures: string[];
  try {
    failures = (await replayFixture(loadFixture(file))).failures;
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
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
