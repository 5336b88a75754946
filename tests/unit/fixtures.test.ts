import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ReplayFixture } from '../../schemas/replay-fixture';
import { TenantDocument } from '../../schemas/tenant';
import { compileSchema } from '../../schemas/validator';

const root = fileURLToPath(new URL('../..', import.meta.url));
const jsonFiles = (dir: string) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

describe('fixtures validate against their schemas', () => {
  const tenant = compileSchema<TenantDocument>(TenantDocument);
  const replay = compileSchema<ReplayFixture>(ReplayFixture);
  const tenants = jsonFiles(join(root, 'fixtures/tenants'));
  const statecharts = jsonFiles(join(root, 'fixtures/statecharts'));

  it('there are tenant and statechart fixtures', () => {
    expect(tenants.length).toBeGreaterThanOrEqual(5);
    expect(statecharts.length).toBeGreaterThan(0);
  });

  it.each(tenants.map((f) => [f.slice(root.length), f]))('tenant %s', (_name, file) => {
    const ok = tenant.check(read(file));
    expect(ok ? '' : tenant.describe()).toBe('');
  });

  it.each(statecharts.map((f) => [f.slice(root.length), f]))('statechart %s', (_name, file) => {
    const doc = read(file);
    expect(replay.check(doc) ? '' : replay.describe()).toBe('');
    expect((doc as { $schema?: string }).$schema).toBe('../../../schemas/json/replay-fixture.schema.json');
  });

  it('a tenant file is named after its company id', () => {
    for (const file of tenants)
      expect(`${(read(file) as TenantDocument).company.id}.json`).toBe(file.split('/').pop());
  });
});

describe('schemas/json is fresh', () => {
  it('`tsx schemas/generate.ts --check` passes', () => {
    const out = execFileSync(join(root, 'node_modules/.bin/tsx'), ['schemas/generate.ts', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(out).toContain('schemas: up to date');
  });
});
