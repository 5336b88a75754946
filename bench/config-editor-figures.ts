// The tenant admin's config editor on the big generated tenant, as the admin uses it: typing in the form view,
// switching to the JSON view, typing there. Each step is timed from inside the page (page-probe.ts): its slowest
// interaction (event timing, input to the next paint) and the longest main-thread task until the editor settles
// (the JSON lint and the completion run a moment after the last key). `rounds` fresh pages; the median is shown.
import type { Page } from 'playwright-core';
import { apiLogin } from './api-login';
import { launchChromium, launchChromiumBrowser } from './browser';
import { freshPage, recordScripts, trackQuiet, type Fetched } from './fetched-js';
import { benchTenant } from './generated-tenant';
import { installProbe, readProbe, resetProbe, twoFrames } from './page-probe';
import { median, medianSpread, type Row } from './report';

type Step = { label: string; act(page: Page): Promise<void> };
type StepTimes = { interactionMs: number; longestTaskMs: number };

/** After the last key: CodeMirror's lint waits 300 ms, the completion 100 ms; then both run. */
const settleMs = 1_500;

const steps: Step[] = [
  {
    label: 'typing 5 keys in the form view',
    async act(page) {
      await page.getByLabel('Nome do aplicativo').click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Nova', { delay: 120 });
    },
  },
  { label: 'switching to the JSON view', act: (page) => page.getByRole('tab', { name: 'JSON' }).click() },
  {
    label: 'typing 3 keys in the JSON view',
    async act(page) {
      await page.locator('.cm-content').focus();
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      await page.keyboard.type(' "x', { delay: 150 });
    },
  },
];

async function oneRound(page: Page, url: string, timeoutMs: number): Promise<StepTimes[]> {
  await page.goto(url);
  await page.getByLabel('Nome do aplicativo').waitFor({ timeout: timeoutMs });
  await page.locator('.cm-content').waitFor({ state: 'attached', timeout: timeoutMs });
  await page.waitForTimeout(settleMs);
  const times: StepTimes[] = [];
  for (const step of steps) {
    await resetProbe(page);
    await step.act(page);
    await page.waitForTimeout(settleMs);
    await twoFrames(page);
    const { interactions, longTasks } = await readProbe(page);
    times.push({ interactionMs: Math.max(0, ...interactions), longestTaskMs: Math.max(0, ...longTasks) });
  }
  return times;
}

/** The JS a first visit to the config editor fetches (gzip on the wire) until its JSON view is shown and the network is quiet. */
async function editorScripts(url: string, code: string, timeoutMs: number): Promise<Fetched> {
  const browser = await launchChromiumBrowser();
  try {
    const page = await freshPage(browser);
    await page.context().addCookies([{ name: 'code', value: encodeURIComponent(code), url }]);
    const scripts = recordScripts(page);
    const quiet = trackQuiet(page);
    await page.goto(url);
    await page.getByRole('tab', { name: 'JSON' }).click({ timeout: timeoutMs });
    await page.locator('.cm-content').waitFor({ timeout: timeoutMs });
    await quiet();
    return await scripts();
  } finally {
    await browser.close();
  }
}

export async function configEditorFigures({ port, rounds, size, timeoutMs }: { port: number; rounds: number; size: string; timeoutMs: number }): Promise<Row[]> {
  const code = await apiLogin(port, benchTenant.domain, benchTenant.id, benchTenant.adminEmail, benchTenant.password);
  const browser = await launchChromium();
  try {
    await browser.addCookies([{ name: 'code', value: encodeURIComponent(code), domain: benchTenant.domain, path: '/' }]);
    const url = `http://${benchTenant.domain}:${port}/admin/config`;
    const runs: StepTimes[][] = [];
    for (let round = 0; round < rounds; round++) {
      const page = await browser.newPage();
      try {
        await installProbe(page);
        runs.push(await oneRound(page, url, timeoutMs));
      } finally {
        await page.close();
      }
    }
    const fetched = await editorScripts(url, code, timeoutMs);
    const editorJs: Row = [
      `config editor, ${size}: JS a first visit fetches until the JSON view is shown (gzip)`,
      `${(fetched.bytes / 1024).toFixed(1)} KiB in ${fetched.files.length} files`,
      'the admin area only (bundle guard)',
      '-',
    ];
    return [editorJs, ...steps.flatMap((step, i) => {
      const interactions = runs.map((run) => run[i]!.interactionMs);
      const tasks = runs.map((run) => run[i]!.longestTaskMs);
      return [
        [
          `config editor, ${size}: ${step.label}, slowest interaction (event timing, median of ${rounds})`,
          // An interaction under 16 ms leaves no event entry.
          median(interactions) === 0 ? '< 16 ms' : medianSpread(interactions),
          'target < 100 ms',
          median(interactions) < 100 ? 'met' : 'not met',
        ],
        [
          `config editor, ${size}: ${step.label}, longest main-thread task until it settles`,
          median(tasks) === 0 ? 'none over 50 ms' : medianSpread(tasks),
          'target <= 200 ms',
          median(tasks) <= 200 ? 'met' : 'not met',
        ],
      ] satisfies Row[];
    })];
  } finally {
    await browser.close();
  }
}
