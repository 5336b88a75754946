import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths';

/** One statechart replay fixture as stored: fixtures/statecharts/<machine-kebab>/<name>.json. */
export type FixtureFile = { folder: string; name: string; fixture: Record<string, unknown> };

export const statechartFixturesDir = path.join(repoRoot, 'fixtures', 'statecharts');

/** Reads every replay fixture once (at start-up), in a stable order: folder, then file name. */
export function readFixtureFiles(dir: string = statechartFixturesDir): FixtureFile[] {
  const files: FixtureFile[] = [];
  for (const folder of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    for (const file of readdirSync(path.join(dir, folder)).filter((f) => f.endsWith('.json')).sort()) {
      const fixture = JSON.parse(readFileSync(path.join(dir, folder, file), 'utf8')) as Record<string, unknown>;
      files.push({ folder, name: file.slice(0, -'.json'.length), fixture });
    }
  }
  return files;
}
