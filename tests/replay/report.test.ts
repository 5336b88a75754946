import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, statechartsDir } from './fixture-files';

const dir = mkdtempSync(path.join(tmpdir(), 'replay-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'tests/replay/cli.ts', ...args], { cwd: repoRoot }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

const good = path.join(statechartsDir, 'login', 'known-user-login.json');
// A second fixture edited to expect a wrong state at step 2.
const bad = path.join(dir, 'wrong-password-edited.json');
const edited = JSON.parse(readFileSync(path.join(statechartsDir, 'login', 'wrong-password.json'), 'utf8')) as { steps: { expect: unknown }[] };
edited.steps[1]!.expect = 'done';
writeFileSync(bad, JSON.stringify(edited));

describe('npm run replay -- --report DIR (issue 15)', () => {
  it('a failing fixture exits non-zero; the report shows it first, in red, with the step and why', { timeout: 180_000 }, async () => {
    const out = path.join(dir, 'failing');
    const run = await cli(['--report', out, '--no-screenshots', good, bad]);
    expect(run.code, run.out).toBe(1);
    expect(run.out).toContain('1 passed, 1 failed');
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(readFileSync(path.join(out, 'assets', 'report.css'), 'utf8')).toContain('.fixture.fail');
    expect(html).toContain('1 passaram, 1 falharam');
    const failing = html.indexOf('data-result="fail"');
    const passing = html.indexOf('data-result="pass"');
    expect(failing).toBeGreaterThan(-1);
    expect(passing).toBeGreaterThan(failing);
    expect(html).toContain('step 2 (SUBMIT_PASSWORD): expected state &quot;done&quot;, got &quot;loginFailed&quot;');
    expect(html).toContain('<tr class="fail">');
    // Each step of the passing one: its event, state and effect actions.
    const section = html.slice(passing);
    expect(section).toContain('SUBMIT_EMAIL');
    expect(section).toContain('&quot;type&quot;:&quot;persistSession&quot;');
    expect(section).toContain('&quot;type&quot;:&quot;navigate&quot;');
    expect(html).toContain('Cobertura de transições');
    expect(html).toMatch(/<td>login<\/td><td>\d+\/\d+<\/td>/);
  });

  it('all passing exits 0 and says so', { timeout: 180_000 }, async () => {
    const out = path.join(dir, 'passing');
    const run = await cli(['--report', out, '--no-screenshots', good]);
    expect(run.code, run.out).toBe(0);
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('1 passaram, 0 falharam');
    expect(html).not.toContain('data-result="fail"');
  });
});
