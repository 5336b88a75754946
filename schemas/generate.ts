// Writes schemas/json/*.schema.json from the TypeBox sources; with --check, fails when they are stale.
import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishedSchemas } from './registry';

const outDir = join(dirname(fileURLToPath(import.meta.url)), 'json');
const check = process.argv.includes('--check');

export function renderSchema(schema: unknown): string {
  const doc = { $schema: 'https://json-schema.org/draft/2020-12/schema', ...(JSON.parse(JSON.stringify(schema)) as object) };
  return JSON.stringify(doc, null, 2) + '\n';
}

const stale: string[] = [];
mkdirSync(outDir, { recursive: true });
const expected = new Set<string>();
for (const [name, schema] of Object.entries(publishedSchemas)) {
  const file = join(outDir, `${name}.schema.json`);
  expected.add(`${name}.schema.json`);
  const text = renderSchema(schema);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current === text) continue;
  if (check) stale.push(file);
  else writeFileSync(file, text);
}
for (const f of readdirSync(outDir)) if (!expected.has(f)) stale.push(join(outDir, f) + ' (not generated)');
if (check && stale.length) {
  console.error(`Stale schemas, run \`npm run schemas\`:\n${stale.join('\n')}`);
  process.exit(1);
}
console.log(check ? 'schemas: up to date' : `schemas: wrote ${expected.size} files to ${outDir}`);
