import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry';
import { transitionCoverage } from '../../machines/replay/coverage';
import { SECRET_MASK } from '../../src/qa/record/mask';
import { statechartsDir } from '../replay/fixture-files';
import type { ReportEntry } from '../replay/report-html';
import { writeReport } from '../replay/report';
import { loadFixture, replayFixture } from '../replay/replay';
import { baseUrl, launchBrowser, openPage, seriousViolations, type Browser } from './support/browser';
import { openDialog, PASSWORD, signIn } from './support/login';

let browser: Browser;
const dir = mkdtempSync(path.join(tmpdir(), 'qa-recording-'));
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("QA 'Gravar' (issue 15) in Chromium against the real server", () => {
  it('records a real wrong-password login as a fixture that replays green and holds no secret', async () => {
    const page = await openPage(browser, 'localhost', '/?qa-record=1');
    const control = page.getByRole('region', { name: 'Gravação de fixture (QA)' });
    await control.getByRole('button', { name: 'Gravar' }).click();
    await control.getByText('Gravando a máquina login.').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await signIn(page, 'ana@demo.com.br', 'errada123');
    await openDialog(page).getByText('Senha incorreta').waitFor();
    await openDialog(page).getByRole('button', { name: 'Ok' }).click();
    await page.getByText('Olá Ana!').waitFor();

    const download = page.waitForEvent('download');
    await control.getByRole('button', { name: 'Parar' }).click();
    const file = path.join(dir, (await download).suggestedFilename());
    await (await download).saveAs(file);
    await control.getByRole('button', { name: 'Gravar' }).waitFor();

    const text = readFileSync(file, 'utf8');
    for (const secret of ['errada123', PASSWORD]) expect(text).not.toContain(secret);
    const storedCode = await page.evaluate(() => localStorage.getItem('code'));
    expect(storedCode).toBeNull();
    const fixture = loadFixture(file);
    expect(fixture.machine).toBe('login');
    expect(fixture.steps.map((s) => s.send?.type)).toEqual(['SUBMIT_EMAIL', 'SUBMIT_PASSWORD', 'DISMISS']);
    expect(fixture.steps.map((s) => s.expect)).toEqual(['password', 'loginFailed', 'password']);
    expect(fixture.steps[1]!.send).toEqual({ type: 'SUBMIT_PASSWORD', password: SECRET_MASK });
    // The real server's replies, in order: ana exists, then 401 #WRONG_PASSWORD.
    expect(fixture.actors?.login).toEqual([{ reject: expect.objectContaining({ status: 401 }) }]);
    expect(fixture.actors?.checkUser).toHaveLength(1);

    const result = await replayFixture(fixture);
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.steps.map((s) => s.state)).toEqual(['password', 'loginFailed', 'password']);
    // And unchanged through QA's own command, `npm run replay <file>`.
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'tests/replay/cli.ts', file], { encoding: 'utf8' });
    expect(cli.stdout).toContain('1 passed, 0 failed');
    expect(cli.status).toBe(0);
    await page.close();
  });

  it('has no recording control without the query flag', async () => {
    const page = await openPage(browser, 'localhost', '/');
    await page.getByLabel('Digite seu e-mail').waitFor();
    expect(await page.getByRole('button', { name: 'Gravar' }).count()).toBe(0);
    await page.close();
  });

  it('the replay report screenshots the real screen of each step from the workbench (machines with a screen only)', { timeout: 240_000 }, async () => {
    const names = ['login/adfs-button.json', 'login/wrong-password.json', 'request-tracker/resolves.json'];
    const entries: ReportEntry[] = [];
    for (const name of names) {
      const fixture = loadFixture(path.join(statechartsDir, name));
      // The wrong-password one edited to expect a wrong state at step 2: its screenshots stop there.
      if (name === 'login/wrong-password.json') fixture.steps[1]!.expect = 'done';
      const result = await replayFixture(fixture);
      entries.push({ name, fixture, result, failures: result.failures });
    }
    const out = path.join(dir, 'report');
    const report = await writeReport(entries, transitionCoverage(machineRegistry, entries.map((e) => e.result!)), {
      dir: out,
      screenshots: true,
      baseUrl: baseUrl('localhost'),
    });
    const [adfs, edited, tracker] = entries;
    expect(Object.keys(adfs!.shots ?? {})).toHaveLength(adfs!.fixture!.steps.length + 1);
    expect(Object.keys(edited!.shots ?? {})).toHaveLength(3);
    expect(tracker!.shots).toBeUndefined();
    expect(report.shots).toBe(adfs!.fixture!.steps.length + 1 + 3);
    const png = (file: string) => readFileSync(path.join(out, file));
    for (const file of [...Object.values(adfs!.shots!), ...Object.values(edited!.shots!)]) {
      expect(existsSync(path.join(out, file))).toBe(true);
      expect(png(file).subarray(1, 4).toString()).toBe('PNG');
    }
    // The screen changes along the fixture: the first and last step are not the same picture.
    expect(png(adfs!.shots![0]!).equals(png(adfs!.shots![adfs!.fixture!.steps.length]!))).toBe(false);
    const html = readFileSync(report.file, 'utf8');
    expect(html).toContain(`src="${adfs!.shots![1]!}"`);
    expect(html.indexOf('login/wrong-password.json')).toBeLessThan(html.indexOf('login/adfs-button.json'));
  });
});
