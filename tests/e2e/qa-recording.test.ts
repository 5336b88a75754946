import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../src/qa/record/mask';
import { loadFixture, replayFixture } from '../replay/replay';
import { launchBrowser, openPage, seriousViolations, type Browser } from './support/browser';
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
    await page.close();
  });

  it('has no recording control without the query flag', async () => {
    const page = await openPage(browser, 'localhost', '/');
    await page.getByLabel('Digite seu e-mail').waitFor();
    expect(await page.getByRole('button', { name: 'Gravar' }).count()).toBe(0);
    await page.close();
  });
});
