import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const statechartsDir = join(repoRoot, 'fixtures', 'statecharts');

/** Every fixtures/statecharts/**\/*.json, sorted, as absolute paths. */
export function fixtureFiles(dir = statechartsDir): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

export const displayName = (file: string) => relative(repoRoot, file);
